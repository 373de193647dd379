Feature: Registering by e-mail (RegistrationEmail)
  On /registration the customer may register with an e-mail and a mobile number instead of a
  password: the OAuth flow RegistrationEmail commits both, sends a code by e-mail, then one by SMS,
  and its flush (no session) gives the new customer's token. The draft keeps the token with the
  e-mail and the phone verified, so the registration steps follow at once (no /email-verification).

  Background:
    Given I have chosen "Sweden" as my country of residence

  Scenario: The ways offered in Sweden, and the choice is remembered
    Then the ways to register offered are "email, phone, bankid"
    When I choose to register by email
    Then my choice to register by email is remembered
    When I go back and open the registration again
    Then the ways to register offered are "email, phone, bankid"
    And my choice to register by email is remembered

  Scenario: A new Swedish customer registers by e-mail
    When I choose to register by email
    And I register by e-mail with "sagal.new@sandbox.test" and the phone "070 111 22 33"
    Then the e-mail way asks for the code sent to "s***@sandbox.test"
    And the registration made the OAuth calls "verifyCaptchaV3, createToken, commit, sendEmailCode"
    When I enter the e-mail code "123456"
    Then the e-mail way asks for the SMS code sent to "+4670111****"
    When I enter the registration SMS code "123456"
    Then I am on "/registration-name"
    And my registration has the verified e-mail "sagal.new@sandbox.test" and phone "+46701112233"
    And no OAuth token remains
    And e-mail verification is not asked again
    When I reload the portal
    And I open "/email-verification"
    Then I am on "/registration-name"

  Scenario: A wrong code, then the right one
    When I choose to register by email
    And I register by e-mail with "sagal.new@sandbox.test" and the phone "070 111 22 33"
    And I enter the e-mail code "000000"
    Then the e-mail code field shows the error "CodeMismatch"
    And the e-mail code field keeps "000000"
    When I enter the e-mail code "123 456"
    Then the e-mail way asks for the SMS code sent to "+4670111****"

  Scenario: The form's own checks before anything is sent
    When I choose to register by email
    And I register by e-mail with "sagal@" and the phone "0701"
    Then the e-mail way field "email" shows the error "validation:email"
    And the e-mail way field "phone" shows the error "validation:phoneTooShort"
    And the registration made the OAuth calls ""

  Scenario: A code sent a moment ago (OTPAlreadySent) continues to the code screen
    Given the back office answers 429 OTPAlreadySent on "sending the e-mail code" for the field ""
    When I choose to register by email
    And I register by e-mail with "sagal.new@sandbox.test" and the phone "070 111 22 33"
    Then the e-mail way asks for the e-mail code sent a moment ago
    And I can ask for a new e-mail code in 60 seconds

  Scenario: The resend countdown, then a new code (reset, a second's wait, send)
    When I choose to register by email
    And I register by e-mail with "sagal.new@sandbox.test" and the phone "070 111 22 33"
    Then I can ask for a new e-mail code in 60 seconds
    When I ask for a new e-mail code
    Then I can ask for a new e-mail code in 60 seconds
    And the last OAuth calls of the registration were "sendEmailCode"
    When 60 seconds pass
    Then I can ask for a new e-mail code in 0 seconds
    When I ask for a new e-mail code
    Then the e-mail way says a new code was sent
    And the last OAuth calls of the registration were "resetEmailCode, sendEmailCode"
    And the new registration code went out one second after the old one was reset

  Scenario: An e-mail that has an account offers "sign in instead"
    When I choose to register by email
    And I register by e-mail with "amina.se@sandbox.test" and the phone "070 111 22 33"
    Then the e-mail way offers to sign in instead with "amina.se@sandbox.test"

  Scenario: Too many wrong codes end in the limit message on the field
    When I choose to register by email
    And I register by e-mail with "sagal.new@sandbox.test" and the phone "070 111 22 33"
    And I enter the e-mail code "000001"
    And I enter the e-mail code "000002"
    And I enter the e-mail code "000003"
    And I enter the e-mail code "123456"
    Then the e-mail code field shows the error "EmailCheckLimit"

  Scenario: An OAuth 403 ends the flow: the error dialog, then the form again
    When I choose to register by email
    And I register by e-mail with "sagal.new@sandbox.test" and the phone "070 111 22 33"
    Given the back office answers 403 AccessDenied on "checking the e-mail code" for the field ""
    When I enter the e-mail code "123456"
    Then the e-mail way shows the error dialog "AccessDenied" with an error code
    And no OAuth token remains
