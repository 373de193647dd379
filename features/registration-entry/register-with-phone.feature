Feature: Registering with a phone
  On /registration the customer registers with e-mail, mobile number and password on the back end
  of the country of residence (register-with-phone). The token is kept in the registration draft:
  the customer is not signed in until registration completes. Errors land on their field when the
  server names one, else in the error dialog with the error code; "user already exists" offers
  "sign in instead" with the e-mail kept.

  Scenario: A new customer in the United Kingdom registers and goes on to verify the phone
    Given I have chosen "United Kingdom" as my country of residence
    Then I can register with my phone
    And the phone number starts with the calling code "44"
    When I register with e-mail "ayan.new@sandbox.test", phone "07911 123456" and password "Secret12"
    Then I am on "/phone-verification"
    And my registration holds a token but I am not signed in
    And my registration keeps the e-mail "ayan.new@sandbox.test" and the phone "+447911123456"

  Scenario: The form's own checks, before anything is sent
    Given I have chosen "United Kingdom" as my country of residence
    When I press "Create account" on the registration form
    Then the registration field "email" shows the error "validation:required"
    And the registration field "phone" shows the error "validation:required"
    And the registration field "password" shows the error "validation:required"
    When I type "ayan@" into the registration field "email"
    And I type "0770" into the registration field "phone"
    And I type "secret" into the registration field "password"
    Then the registration field "email" shows the error "validation:email"
    And the registration field "phone" shows the error "validation:phoneTooShort"
    And the registration field "password" shows the error "validation:password"
    And I am on "/registration"

  Scenario: An e-mail that already has an account offers "sign in instead"
    Given I have chosen "United Kingdom" as my country of residence
    When I register with e-mail "hodan.gb@sandbox.test", phone "07911 123456" and password "Secret12"
    Then I am offered to sign in instead with "hodan.gb@sandbox.test"
    And I am on "/registration"
    And the registration form shows no errors

  Scenario: A phone number that already has an account is refused on the phone field
    Given a new customer in the United Kingdom has registered with the phone "07911 123456"
    When I then go to "/country-of-residence"
    And I reload the portal
    And I have chosen "United Kingdom" as my country of residence
    And I register with e-mail "other.new@sandbox.test", phone "07911 123456" and password "Secret12"
    Then the registration field "phone" shows the error "AccountAlreadyExists"
    And I am on "/registration"

  Scenario: A refusal no field can show opens the error dialog with the error code
    Given I have chosen "United Kingdom" as my country of residence
    And the back end of my country of residence is that of project "remit-eu"
    When I register with e-mail "ayan.new@sandbox.test", phone "07911 123456" and password "Secret12"
    Then the error dialog shows "InvalidCountry" with an error code
    And I am on "/registration"

  Scenario: Nothing typed is asked twice: a reload keeps the e-mail and the phone, never the password
    Given I have chosen "United Kingdom" as my country of residence
    When I type "ayan.new@sandbox.test" into the registration field "email"
    And I type "07911 123456" into the registration field "phone"
    And I type "Secret12" into the registration field "password"
    Then my registration keeps the e-mail "ayan.new@sandbox.test" and the phone "07911 123456"
