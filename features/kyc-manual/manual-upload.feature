Feature: Manual upload of identity, address and source-of-funds documents
  The manual upload wizard (spec 01 section 4): intro and document type, first image, back image
  (not for a passport), selfie; address and funds finish after the first image. Every file is
  judged by its content before anything is sent. Runs through the wizard's view model and the
  in-memory adapters over the sandbox back office.

  Scenario: A passport: the photo page and a selfie, no back image
    Given a customer from Sweden with verification status RequestId
    And I am signed in
    When I open the manual upload wizard
    Then the wizard is on step 1 of 4, "intro"
    And I cannot go on yet
    When I choose the document type "Passport"
    And I go on
    Then the wizard is on step 2 of 3, "front"
    And I cannot go on yet
    When I choose a JPEG named "passport.jpg"
    And I go on
    Then the wizard is on step 3 of 3, "selfie"
    When I choose a PNG named "selfie.png"
    And I upload the files
    Then the back office received a "Passport" upload with "scan1, selfie"
    And the wizard is done and hands back my verification status "VerifyingId"

  Scenario: A national ID card needs its back too
    Given a customer from Sweden with verification status RequestId
    And I am signed in
    When I open the manual upload wizard
    And I choose the document type "ID"
    And I go on
    And I choose a JPEG named "front.jpg"
    And I go on
    Then the wizard is on step 3 of 4, "back"
    When I choose a JPEG named "back.jpg"
    And I go on
    And I choose a JPEG named "selfie.jpg"
    And I upload the files
    Then the back office received a "ID" upload with "scan1, scan2, selfie"
    And the wizard is done and hands back my verification status "VerifyingId"

  Scenario: An optional request can be skipped
    Given I am signed in as a customer from Sweden
    When I open the manual upload wizard for an optional "id" request
    Then I can skip
    When I skip
    Then the wizard is closed without an upload

  Scenario: A request that is not optional cannot be skipped
    Given a customer from Sweden with verification status RequestId
    And I am signed in
    When I open the manual upload wizard
    Then I cannot skip

  Scenario: Proof of address finishes after the first image
    Given a customer from Sweden with verification status RequestAddress
    And I am signed in
    When I open the manual upload wizard
    Then the wizard is on step 1 of 2, "intro"
    When I go on
    And I choose a PDF named "bill.pdf"
    Then the wizard is on its last step
    When I upload the files
    Then the back office received a "ProofOfAddress" upload with "scan1"
    And the wizard is done and hands back my verification status "VerifyingAddress"

  Scenario: Source of funds takes 10 files and refuses an 11th
    Given a customer from Sweden with verification status RequestProofOfSourceOfFunds
    And I am signed in
    When I open the manual upload wizard
    And I go on
    And I choose 10 PDFs
    Then the step holds 10 files
    When I choose a PDF named "one-too-many.pdf"
    Then "one-too-many.pdf" is refused: "tooMany"
    And the step holds 10 files
    When I upload the files
    Then the back office received a "ProofOfIncome" upload with 10 scans
    And the wizard is done and hands back my verification status "VerifyingProofOfSourceOfFunds"

  Scenario Outline: A file is judged by its content before anything is sent
    Given a customer from Sweden with verification status RequestAddress
    And I am signed in
    When I open the manual upload wizard
    And I go on
    And I choose <file> named "<name>"
    Then "<name>" is refused: "<reason>"
    And the step holds 0 files
    And nothing was sent to the back office

    Examples:
      | file                          | name          | reason          |
      | a text file                   | passport.jpg  | unsupportedType |
      | an image of 4 MB and 1 byte   | big.jpg       | tooLarge        |
      | an empty file                 | empty.png     | empty           |

  Scenario: Cancel keeps the chosen files
    Given a customer from Sweden with verification status RequestAddress
    And I am signed in
    When I open the manual upload wizard
    And I go on
    And I choose a PDF named "bill.pdf"
    And I start the upload and cancel it
    Then the upload was cancelled
    And the step holds 1 file
    And nothing was sent to the back office
    When I upload the files
    Then the back office received a "ProofOfAddress" upload with "scan1"

  Scenario: A failed upload shows the server's errors and is retried without choosing again
    Given a customer from Sweden with verification status RequestAddress
    And I am signed in
    And the back office will refuse my next upload with "The document is older than 3 months."
    When I open the manual upload wizard
    And I go on
    And I choose a PDF named "old-bill.pdf"
    And I upload the files
    Then the upload failed with the server message "The document is older than 3 months."
    And the step holds 1 file
    When I upload the files
    Then the back office received a "ProofOfAddress" upload with "scan1"
    And the wizard is done and hands back my verification status "VerifyingAddress"

  Scenario Outline: The back office decides a passport at once (<decision>): the <dialog> status dialog follows
    Given a customer from Sweden with verification status RequestId
    And I am signed in
    And the back office will decide my next verification: <decision>
    When I open the manual upload wizard
    And I choose the document type "Passport"
    And I go on
    And I choose a JPEG named "passport.jpg"
    And I go on
    And I choose a PNG named "selfie.png"
    And I upload the files
    Then the wizard is done and hands back my verification status "<after>"
    And the wizard is followed by the <dialog> status dialog

    Examples:
      | decision | after    | dialog  |
      | Pass     | Pass     | success |
      | Fail     | FailedId | fail    |

  Scenario Outline: The back office decides a proof of address at once (<decision>): the <dialog> status dialog follows
    Given a customer from Sweden with verification status RequestAddress
    And I am signed in
    And the back office will decide my next verification: <decision>
    When I open the manual upload wizard
    And I go on
    And I choose a PDF named "bill.pdf"
    And I upload the files
    Then the wizard is done and hands back my verification status "<after>"
    And the wizard is followed by the <dialog> status dialog

    Examples:
      | decision | after         | dialog  |
      | Pass     | Pass          | success |
      | Fail     | FailedAddress | fail    |
