Feature: Setting a password from my profile
  A customer who registered by e-mail code (or BankID) has no password: they sign in with one-time
  codes. Their profile offers "Set a password" instead of the change-password form, which would ask
  for a current password they never had. It goes through the password reset of spec 01: the reset
  e-mail goes to their address, and its link, opened while signed in, sets the password. After that
  the profile offers "Change password" as usual, and the new password signs in.

  Background:
    Given a customer from Sweden who registered by e-mail code as "sagal.code@sandbox.test"
    When I ask for a sign-in code by e-mail
    And I enter the code "123456"
    And I open my profile

  Scenario: a code-registered customer sets a password from the profile and then signs in with it
    Then my profile offers "Set a password", not "Change password"
    When I ask my profile for the link to set a password
    Then my profile says the link was sent to "sagal.code@sandbox.test"
    When I open the reset link sent to "sagal.code@sandbox.test"
    And I choose the new password "Fresh123" confirmed as "Fresh123"
    Then my password has been changed
    And the page leads to "/profile"
    When I open my profile
    Then my profile offers "Change password"
    When I sign out
    And I sign in with e-mail "sagal.code@sandbox.test" and password "Fresh123"
    Then I am signed in to my account in Sweden

  Scenario: asking for the link too often is said, with an error code
    When I ask my profile for the link to set a password
    And I ask my profile for the link to set a password
    And I ask my profile for the link to set a password
    And I ask my profile for the link to set a password
    Then my profile says "EmailResetDDOS" with an error code
    And my profile offers "Set a password"
