Feature: Registering with BankID (RegistrationBankId, Sweden and Norway)
  The personal identity number and the e-mail, then BankID: init gives the BankID page (a QR code
  on a desktop, the link on a phone), the portal checks every two seconds until it is signed (the
  sandbox signs on the second check), e-KYC gives the name and date of birth, the main API's
  register-with-personal-identity-number makes the account (its token goes into the draft) and the
  flush closes the flow without a session. Cancel resets BankID.

  Scenario: BankID is offered only where the country registers with BankID
    Given I have chosen "United Kingdom" as my country of residence
    Then the ways to register offered are "email, phone"

  Scenario: BankID is offered in Norway
    Given I have chosen "Norway" as my country of residence
    Then the ways to register offered are "email, phone, bankid"

  Scenario: A new Swedish customer registers with BankID
    Given I have chosen "Sweden" as my country of residence
    When I choose to register by bankid
    And I register with BankID with the number "199001012380" and the e-mail "sagal.new@sandbox.test"
    Then I am on "/registration-name"
    And my BankID registration for "199001012380" holds a token, prefilled with "Sagal" "Abdullahi" born "1990-01-01"
    And the registration made the OAuth calls "verifyCaptchaV3, createToken, commit, initBankId, checkBankId, checkBankId, bankIdEkyc, flush"
    And the portal checked BankID every 2 seconds
    And no OAuth token remains

  Scenario: A new Norwegian customer registers with an 11-digit number (the rule allows 10 to 12)
    Given I have chosen "Norway" as my country of residence
    When I choose to register by bankid
    And I register with BankID with the number "01019012345" and the e-mail "nora.new@sandbox.test"
    Then I am on "/registration-name"
    And no OAuth token remains

  Scenario: The number's own checks
    Given I have chosen "Sweden" as my country of residence
    When I choose to register by bankid
    And I register with BankID with the number "19900101" and the e-mail "sagal.new@sandbox.test"
    Then the BankID way field "personalIdentityNumber" shows the error "validation:bankId.ssnLength"
    When I register with BankID with the number "1990-01-01" and the e-mail "sagal.new@sandbox.test"
    Then the BankID way field "personalIdentityNumber" shows the error "validation:bankId.ssnNumeric"

  Scenario: A cancelled BankID registration
    Given I have chosen "Sweden" as my country of residence
    And I will cancel BankID while it waits for me
    When I choose to register by bankid
    And I register with BankID with the number "199001012380" and the e-mail "sagal.new@sandbox.test"
    Then the BankID way was cancelled and shows the form with what I typed
    And the last OAuth calls of the registration were "resetBankId"
    And no OAuth token remains

  Scenario Outline: BankID failures show the BankID messages
    Given I have chosen "Sweden" as my country of residence
    And the back office answers <status> <type> on "<step>" for the field ""
    When I choose to register by bankid
    And I register with BankID with the number "199001012380" and the e-mail "sagal.new@sandbox.test"
    Then the BankID way shows the message "<message>" with an error code
    And I am on "/registration"

    Examples:
      | status | type              | step            | message                    |
      | 400    | SSNNotDefined     | starting BankID | bankId.cannotDefineNumber  |
      | 400    | CountryNotDefined | the token       | bankId.cannotDefineCountry |
      | 400    | InvalidCountry    | the token       | bankId.cannotDefineCountry |
      | 400    | CodeNotDefined    | checking BankID | bankId.sessionTerminated   |

  Scenario: BankID reset refused (BankIdResetDDOS)
    Given I have chosen "Sweden" as my country of residence
    And I will cancel BankID while it waits for me
    And the back office answers 429 BankIdResetDDOS on "resetting BankID" for the field ""
    When I choose to register by bankid
    And I register with BankID with the number "199001012380" and the e-mail "sagal.new@sandbox.test"
    Then the BankID way shows the message "bankId.tryAgainLater" with an error code

  Scenario: A number that has an account (AccountAlreadyExists) offers "sign in instead"
    Given I have chosen "Sweden" as my country of residence
    When I choose to register by bankid
    And I register with BankID with the number "198505152384" and the e-mail "sagal.new@sandbox.test"
    Then the BankID way offers to sign in instead because of AccountAlreadyExists
    And no OAuth token remains

  Scenario: An e-mail that has an account (CustomerAlreadyExists) offers "sign in instead"
    Given I have chosen "Sweden" as my country of residence
    When I choose to register by bankid
    And I register with BankID with the number "199001012380" and the e-mail "amina.se@sandbox.test"
    Then the BankID way offers to sign in instead because of CustomerAlreadyExists
    And I am on "/registration"

  Scenario Outline: An OAuth 403 on <step> shows the error dialog "Authorization failed"
    Given I have chosen "Sweden" as my country of residence
    And the back office answers 403 AccessDenied on "<step>" for the field ""
    When I choose to register by bankid
    And I register with BankID with the number "199001012380" and the e-mail "sagal.new@sandbox.test"
    Then the BankID way shows the error dialog "AccessDenied"
    And the BankID way's error dialog says "bankId.authorizationFailed"
    And the error "bankId.authorizationFailed" has its own text in every language
    And no OAuth token remains

    Examples:
      | step            |
      | the token       |
      | checking BankID |
