Feature: After the identity vendor's frame succeeds
  The verification process for an identity document, the verification-with-documents process for
  address and source of funds, then the customer is read again (spec 01 section 4).

  Scenario: an identity document: the ID list, then wait for the review
    Given a signed-in customer whose verification status is RequestId
    When the vendor’s frame succeeds for the id screen
    Then the last verification process ran:
      | cmd             | vendor    | guid                  | is_agency | destination_country_iso | advance |
      | document        | idv-frame | <the vendor session>  |           |                         |         |
      | customer_status | idv-frame | <my guid>             | false     | SE                      | 0.00    |
    And my verification status is now VerifyingId
    And the portal shows the wait outcome

  Scenario Outline: <screen>: the with-documents list, then "great, under review"
    Given a signed-in customer whose verification status is <status>
    When the vendor’s frame succeeds for the <screen> screen
    Then the last verification process ran:
      | cmd      | vendor      | verification_reference | guid                 |
      | customer | kyc-service | <my KYC reference>     |                      |
      | document | idv-frame   |                        | <the vendor session> |
    And my verification status is now <after>
    And the portal shows the underReview outcome

    Examples:
      | screen  | status                      | after                         |
      | address | RequestAddress              | VerifyingAddress              |
      | funds   | RequestProofOfSourceOfFunds | VerifyingProofOfSourceOfFunds |

  Scenario: the identity SDK's captures: uploaded by guid, then one document command per guid and the status
    Given a signed-in customer whose verification status is FailedId
    When the identity SDK sends my captured ID card as document "doc-7"
    Then the upload is sent and I am told to wait
    And the last verification process ran:
      | cmd             | vendor    | guid      | is_agency | destination_country_iso | advance |
      | document        | idv-sdk   | doc-7     |           |                         |         |
      | customer_status | idv-sdk   | <my guid> | false     | SE                      | 0.00    |
    And my verification status is now VerifyingId
