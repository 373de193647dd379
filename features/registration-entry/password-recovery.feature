Feature: Forgotten password
  /recovery-password sends a reset link and always says so, whether or not the address has an
  account. The link opens /change-password?token=…, where a new password (the password rule) and
  its confirmation (must match) are set; a used or unknown link has expired. Once changed, the page
  leads a visitor to sign in (and a signed-in customer back to the profile: set-password.feature).

  Scenario: A reset link for an address with an account
    When I ask for a password reset for "omar.fr@sandbox.test"
    Then I am told a reset link was sent to "omar.fr@sandbox.test"
    And "omar.fr@sandbox.test" has 1 reset link

  Scenario: The same answer for an address without an account
    When I ask for a password reset for "nobody@sandbox.test"
    Then I am told a reset link was sent to "nobody@sandbox.test"
    And "nobody@sandbox.test" has 0 reset links

  Scenario: An address that is no e-mail address is refused by the form
    When I ask for a password reset for "omar"
    Then the registration field "email" shows the error "validation:email"
    And the form stays open

  Scenario: Too many requests for one address open the error dialog
    When I ask for a password reset for "omar.fr@sandbox.test"
    And I ask for a password reset for "omar.fr@sandbox.test"
    And I ask for a password reset for "omar.fr@sandbox.test"
    And I ask for a password reset for "omar.fr@sandbox.test"
    Then the error dialog shows "EmailResetDDOS" with an error code
    And the form stays open

  Scenario: The link sets a new password, and the new password signs in
    When I ask for a password reset for "omar.fr@sandbox.test"
    And I open the reset link sent to "omar.fr@sandbox.test"
    And I choose the new password "Fresh123" confirmed as "Fresh123"
    Then my password has been changed
    And the page leads to "/sign-in"
    When I then go to "/sign-in"
    And I sign in with e-mail "omar.fr@sandbox.test" and password "Fresh123"
    Then I am on "/wallet"

  Scenario: The password rule and the confirmation are checked by the form
    When I ask for a password reset for "omar.fr@sandbox.test"
    And I open the reset link sent to "omar.fr@sandbox.test"
    And I choose the new password "letters" confirmed as "letters"
    Then the registration field "password" shows the error "validation:password"
    When I choose the new password "Fresh123" confirmed as "Fresh124"
    Then the registration field "passwordConfirmation" shows the error "validation:is"

  Scenario: A used link has expired
    When I ask for a password reset for "omar.fr@sandbox.test"
    And I open the reset link sent to "omar.fr@sandbox.test"
    And I choose the new password "Fresh123" confirmed as "Fresh123"
    And I open the same reset link again
    And I choose the new password "Fresh456" confirmed as "Fresh456"
    Then I am told the link has expired

  Scenario: A link without a token or with an unknown one has expired
    When I open a reset link with the token "rst-0-0"
    And I choose the new password "Fresh123" confirmed as "Fresh123"
    Then I am told the link has expired
