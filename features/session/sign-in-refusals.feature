Feature: Sign-in refusals
  Wrong details are shown on the sign-in page; a blocked customer is taken to /account-blocked.
  The form's own rules (src/session/ui/sign-in-schema.ts) stop a submit before any call.

  Scenario: A wrong password is shown at the password field
    Given a customer from the United Kingdom
    When I sign in with my e-mail and a wrong password
    Then the field "password" shows the error "CustomerNotFoundInvalidPassword"
    And the field "email" shows no error
    And I am on "/sign-in"
    And I am not signed in

  Scenario: The password is case-sensitive
    When I sign in with e-mail "amina.se@sandbox.test" and password "demo1234"
    Then the field "password" shows the error "CustomerNotFoundInvalidPassword"
    And I am not signed in

  Scenario: An e-mail registered nowhere is not found
    When I sign in with e-mail "nobody@sandbox.test" and password "Demo1234"
    Then the sign-in shows the error "CustomerNotFound"
    And I am on "/sign-in"
    And I am not signed in

  Scenario: An account that is not active cannot sign in
    Given the inactive customer
    When I sign in with my e-mail and password
    Then the sign-in shows the error "CustomerNotFoundNonActive"
    And I am on "/sign-in"
    And I am not signed in

  Scenario: A disabled customer is taken to the account-blocked page
    Given the disabled customer
    When I sign in with my e-mail and password
    Then I am on "/account-blocked"
    And I am not signed in
    And the page was loaded afresh at "/account-blocked"
    And no session-ended flag is stored

  Scenario: A customer blocked during the session is taken to the account-blocked page
    Given I am signed in as a customer from Denmark
    And I open "/wallet"
    When the back office blocks my account and I load my wallet balance
    Then I am on "/account-blocked"
    And I am not signed in
    And no token remains in storage
    And the wallet shows the error "DisabledCustomer"

  Scenario Outline: The form's own checks stop a sign-in with <case>
    When I sign in with e-mail "<email>" and password "<password>"
    Then the field "<field>" shows the error "<error>"
    And I am on "/sign-in"
    And I am not signed in

    Examples:
      | case                 | email                 | password | field    | error                   |
      | a blank e-mail       |                       | Demo1234 | email    | signIn.emailRequired    |
      | a malformed e-mail   | amina.se              | Demo1234 | email    | signIn.emailInvalid     |
      | a blank password     | amina.se@sandbox.test |          | password | signIn.passwordRequired |

  Scenario: An e-mail of spaces counts as blank
    When I sign in with e-mail "   " and password "Demo1234"
    Then the field "email" shows the error "signIn.emailRequired"
    And I am not signed in

  Scenario: Both fields blank show both messages
    When I sign in with e-mail "" and password ""
    Then the field "email" shows the error "signIn.emailRequired"
    And the field "password" shows the error "signIn.passwordRequired"
    And I am not signed in
