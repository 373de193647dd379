Feature: Changing my password on my profile
  The change-password form asks for the current password (required), the new one (required,
  passing the password rule: a number and a letter, at least 6 characters; not the current one)
  and its confirmation (it must match). Each rule has its message under its field, and nothing is
  sent while one fails. A wrong current password is shown on that field and nothing typed is
  lost. Once changed, the profile says so and the fields are cleared; the next sign-in uses the
  new password (spec 02 sections 5 and 7).

  Background:
    Given a customer from Sweden
    And I am signed in
    And I open my profile

  Scenario: the password is changed, said, the fields cleared, and the new one signs me in
    When I change my password from "Demo1234" to "Other123"
    Then my profile says my password is changed
    And the password fields are empty
    When I sign out
    And I sign in with e-mail "amina.se@sandbox.test" and password "Demo1234"
    Then the field "password" shows the error "CustomerNotFoundInvalidPassword"
    When I sign in with e-mail "amina.se@sandbox.test" and password "Other123"
    Then I am signed in to my account in Sweden

  Scenario Outline: a rule that fails is said under its field, and nothing is sent
    When I type "<current>" as my current password, "<new>" as the new one and "<confirmation>" to confirm it, and change my password
    Then the password form's "<field>" says "<message>"
    And my password is still "Demo1234"

    Examples:
      | current  | new      | confirmation | field                       | message                                             |
      |          | Other123 | Other123     | Current password            | The old password field is required.                 |
      | Demo1234 |          |              | New password                | The new password field is required.                 |
      | Demo1234 | abcdef   | abcdef       | New password                | A number and letter, and at least 6 characters.     |
      | Demo1234 | 123456   | 123456       | New password                | A number and letter, and at least 6 characters.     |
      | Demo1234 | abc12    | abc12        | New password                | A number and letter, and at least 6 characters.     |
      | Demo1234 | Demo1234 | Demo1234     | New password                | The new password can’t be the same as the old one.  |
      | Demo1234 | Other123 | Other124     | Type the new password again | The new password and its confirmation should match. |
      | Demo1234 | Other123 |              | Type the new password again | The password confirmation field is required.        |

  Scenario: a wrong current password is shown on that field, and nothing typed is lost
    When I change my password from "Wrong123" to "Other123"
    Then the password form's "Current password" says "This is not your current password."
    And the password form still holds "Wrong123", "Other123" and "Other123"
    And my password is still "Demo1234"
    When I type "Demo1234" as my current password
    Then the password form's "Current password" says nothing

