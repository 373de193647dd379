Feature: Sign-in with a personal identity number (BankID countries)
  The customer types the number; api/bank-id/login starts a BankID order for it and gives the
  BankID page (a QR code beside the link on a desktop, the link on a phone); the portal then asks
  login-with-personal-identity-number for that order every two seconds: pending until the customer
  has signed (the sandbox signs on the second check), then the session and the wallet.

  Scenario: A Swedish customer signs in with the personal identity number
    Given the BankID customer
    When I sign in with the personal identity number "198505152384"
    Then I am signed in to my account in Sweden
    And the personal identity number sign-in takes me to "/wallet"
    And the BankID order was checked 2 times

  Scenario: Pending until the customer has signed, on the scenario's clock
    Given the BankID customer
    When I start signing in with the personal identity number "198505152384"
    Then the personal identity number sign-in waits for my signature on the BankID page
    And the BankID order was checked 0 times
    When 2 seconds pass
    Then the personal identity number sign-in waits for my signature on the BankID page
    And the BankID order was checked 1 time
    And I am not signed in
    When 1 second passes
    Then I am not signed in
    When 1 second passes
    Then I am signed in to my account in Sweden
    And the BankID order was checked 2 times

  Scenario: Cancel stops waiting for the signature and keeps the number
    Given the BankID customer
    When I start signing in with the personal identity number "198505152384"
    And 2 seconds pass
    And I cancel the personal identity number sign-in
    Then the personal identity number sign-in shows the message "cancelled"
    When 10 seconds pass
    Then I am not signed in
    And the BankID order was checked 1 time
    And the personal identity number I typed is still "198505152384"

  Scenario: An order nobody signs times out after three minutes
    When I sign in with the personal identity number "197001011234"
    Then the personal identity number sign-in shows the message "timedOut"
    And the BankID order was checked 90 times
    And I am not signed in

  Scenario Outline: The number is checked before anything is asked (BankID number rule)
    When I sign in with the personal identity number "<number>"
    Then the personal identity number field shows "<message>"
    And the BankID order was checked 0 times
    And the personal identity number I typed is still "<number>"

    Examples:
      | number        | message                        |
      |               | validation:bankId.ssnRequired  |
      | 19850515-2384 | validation:bankId.ssnNumeric   |
      | 123456789     | validation:bankId.ssnLength    |
      | 1234567890123 | validation:bankId.ssnLength    |

  Scenario: A number without an account (CustomerNotFound) once BankID has signed
    When I sign in with the personal identity number "199001012380"
    Then the personal identity number sign-in shows the error "CustomerNotFound" above the form
    And I am not signed in

  Scenario: A blocked customer goes to the blocked page
    Given the BankID customer is blocked
    When I sign in with the personal identity number "198505152384"
    Then the personal identity number sign-in sends me to the blocked page
    And I am not signed in

  Scenario Outline: Refusals with their BankID messages or on the field
    Given the back office refuses <call> the personal identity number with <status> <type> on the field "<field>"
    When I sign in with the personal identity number "198505152384"
    Then <outcome>
    And I am not signed in

    Examples:
      | call     | status | type              | field                  | outcome                                                                              |
      | starting | 400    | SSNNotDefined     | personalIdentityNumber | the personal identity number field shows "SSNNotDefined"                            |
      | starting | 400    | InvalidValue      | personalIdentityNumber | the personal identity number field shows "InvalidValue"                             |
      | starting | 400    | CountryNotDefined | country                | the personal identity number sign-in shows the message "bankId.cannotDefineCountry" |
      | starting | 400    | InvalidCountry    | country                | the personal identity number sign-in shows the message "bankId.cannotDefineCountry" |
      | checking | 400    | CodeNotDefined    | orderRef               | the personal identity number sign-in shows the message "bankId.sessionTerminated"   |
      | checking | 500    | ServerError       |                        | the personal identity number sign-in shows the error dialog "ServerError"           |

  Scenario: BankID is offered only where the country config has bank_id_login
    Given the country config offers BankID sign-in in Denmark only
    And my sign-in country is Denmark
    Then the sign-in page offers "password, emailCode, phoneCode, bankId, pin"
    And the personal identity number sign-in offers the countries "DK"

  Scenario: No BankID for Sweden when its config has no bank_id_login
    Given the country config offers BankID sign-in in Norway only
    And my sign-in country is Sweden
    Then the sign-in page offers "password, emailCode, phoneCode"
