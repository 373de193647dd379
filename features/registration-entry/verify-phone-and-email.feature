Feature: Verifying the phone and the e-mail address
  After registering with a phone, /phone-verification sends a six-digit SMS code (one a minute,
  with a countdown) and checks it; /email-verification tells where the verification e-mail went,
  sends it again once a minute ("wait one minute" otherwise) and says when the address is already
  verified; then the customer goes on to their name.

  Background:
    Given a new customer in the United Kingdom has registered with the phone "07911 123456"

  Scenario: The code goes out when the page opens, and the right code verifies the phone
    Then 1 SMS code was sent to "+447911123456"
    And I can ask for a new code in 60 seconds
    When I enter the SMS code "123456"
    Then I am on "/email-verification"
    And my phone is verified

  Scenario: A wrong code is refused on the code field; the form checks the code's shape first
    When I enter the SMS code "12"
    Then the registration field "code" shows the error "validation:oneTimeCode"
    When I enter the SMS code "000000"
    Then the registration field "code" shows the error "CodeMismatch"
    And I am on "/phone-verification"

  Scenario: Three wrong codes end the code
    When I enter the SMS code "000001"
    And I enter the SMS code "000002"
    And I enter the SMS code "000003"
    And I enter the SMS code "123456"
    Then the registration field "code" shows the error "AttemptLimit"

  Scenario: A new code only after the countdown
    When 20 seconds pass
    Then I can ask for a new code in 40 seconds
    When I ask for a new SMS code
    Then 1 SMS code was sent to "+447911123456"
    When 40 seconds pass
    Then I can ask for a new code in 0 seconds
    When I ask for a new SMS code
    Then 2 SMS codes were sent to "+447911123456"
    And I can ask for a new code in 60 seconds

  Scenario: After a reload the customer is back on the code screen: nothing asked again, the countdown kept, no second code
    When 15 seconds pass
    And I reload the page
    Then I am on "/phone-verification"
    And 1 SMS code was sent to "+447911123456"
    And I can ask for a new code in 45 seconds

  Scenario: The verification e-mail again only after a minute
    When I enter the SMS code "123456"
    And I ask for the verification e-mail again
    Then I am told to "wait one minute"
    And 1 verification e-mail was sent in all
    When 60 seconds pass
    And I ask for the verification e-mail again
    Then I am told to "check my inbox again"
    And 2 verification e-mails were sent in all
    When I ask for the verification e-mail again
    Then I am told to "wait one minute"

  Scenario: An address already verified is said so
    When I enter the SMS code "123456"
    And 60 seconds pass
    And I have opened the link in the verification e-mail
    And I ask for the verification e-mail again
    Then I am told to "go on: my e-mail is already verified"

  Scenario: On to the name
    When I enter the SMS code "123456"
    And I continue to my name
    Then I am on "/registration-name"
