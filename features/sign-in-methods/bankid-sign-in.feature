Feature: Sign-in with BankID (SignInBankId, Sweden and Norway)
  BankID init gives the address of the BankID page (a QR code on a desktop, opened on a phone);
  the portal checks every two seconds until it is signed (the sandbox signs on the second check),
  then flushes. Cancel resets BankID.

  Scenario: Swedish BankID sign-in
    Given the BankID customer
    When I sign in with BankID in Sweden
    Then I am signed in to my account in Sweden
    And I am taken to "/wallet"
    And the OAuth calls were "verifyCaptchaV3, createToken, initBankId, checkBankId, checkBankId, flush"
    And the portal waited "2000, 2000" between BankID checks

  Scenario: A cancelled BankID sign-in
    When I start BankID in Sweden and cancel it
    Then BankID was cancelled
    And the last OAuth calls were "resetBankId"
    And I am not signed in
    And no OAuth token remains

  Scenario: BankID reset refused (BankIdResetDDOS)
    Given the back office answers 429 BankIdResetDDOS on "resetting BankID" for the field ""
    When I start BankID in Sweden and cancel it
    Then BankID shows the message "bankId.tryAgainLater"
    And I am not signed in

  Scenario Outline: BankID failures show the BankID messages
    Given the back office answers <status> <type> on "<step>" for the field ""
    When I sign in with BankID in Sweden
    Then BankID shows the message "<message>"
    And I am not signed in

    Examples:
      | status | type                 | step            | message                   |
      | 400    | SSNNotDefined        | starting BankID | bankId.cannotDefineNumber |
      | 400    | CountryNotDefined    | the token       | bankId.cannotDefineCountry |
      | 400    | CodeNotDefined       | checking BankID | bankId.sessionTerminated  |
      | 409    | AccountAlreadyExists | checking BankID | bankId.accountExists      |

  Scenario: OAuth 403 during BankID shows the error dialog
    Given the back office answers 403 AccessDenied on "checking BankID" for the field ""
    When I sign in with BankID in Sweden
    Then BankID shows the error dialog "AccessDenied"
    And no OAuth token remains
