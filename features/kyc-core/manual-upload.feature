Feature: Manual upload of documents
  The files are judged first (a refused file is never sent), then sent; the answer carries the
  customer, whose status decides between the success and the wait dialog (spec 01 section 4).

  Scenario: a passport with a selfie
    Given a signed-in customer whose verification status is RequestId
    When I upload my passport "passport.jpg" with a selfie
    Then the upload is sent and I am told to wait
    And my verification status is now VerifyingId

  Scenario: an ID card with its back image
    Given a signed-in customer whose verification status is RequestIdAddress
    When I upload my ID card with the front "front.png" and the back "back.jpg"
    Then the upload is sent and I am told to wait
    And my verification status is now VerifyingIdRequestAddress

  Scenario: a proof of address
    Given a signed-in customer whose verification status is RequestAddress
    When I upload "a PDF" as proof of address
    Then the upload is sent and I am told to wait
    And my verification status is now VerifyingAddress

  Scenario: ten source-of-funds files
    Given a signed-in customer whose verification status is RequestProofOfSourceOfFunds
    When I upload 10 PDFs of 0.45 MB as proof of source of funds
    Then the upload is sent and I am told to wait
    And my verification status is now VerifyingProofOfSourceOfFunds

  Scenario: an 11th source-of-funds file is refused
    Given a signed-in customer whose verification status is RequestProofOfSourceOfFunds
    When I upload 11 PDFs of 0.45 MB as proof of source of funds
    Then the upload is refused before sending: "tooMany"
    And the back office still has me in RequestProofOfSourceOfFunds

  Scenario: a file of 4 MB + 1 byte is refused
    Given a signed-in customer whose verification status is RequestAddress
    When I upload "a JPEG of 4 MB + 1 byte" as proof of address
    Then the upload is refused before sending: "tooLarge"
    And the back office still has me in RequestAddress

  Scenario: a text file named .jpg is refused
    Given a signed-in customer whose verification status is RequestId
    When I upload "a text file named photo.jpg" as my identity document
    Then the upload is refused before sending: "unsupportedType"
    And the back office still has me in RequestId
