Feature: Login with BankID from the profile menu
  A customer of a BankID country who signs in another way can move to BankID (spec 02 sections 2,
  5 and 7): the dialog asks for the personal identity (social security) number, required, digits
  only, 10 to 12 of them; the bank-ID migration answers the address the browser goes to, followed
  only when it is on a configured vendor origin. The back office's refusals show on the number;
  what was typed stays.

  Background:
    Given a customer from Sweden
    And I am signed in

  Scenario: A Swedish customer moves to BankID sign-in
    When I log in with BankID from the profile menu with the number "198001019876"
    Then I am sent to the BankID page on a configured vendor origin
    And the back office has moved me to BankID sign-in with "198001019876"
    And after a reload the profile menu lists "Profile, Support, Promo codes, Sign out"

  Scenario Outline: The number is checked before anything is sent: "<number>"
    When I log in with BankID from the profile menu with the number "<number>"
    Then the number is refused with "<message>"
    And the back office was not asked to move me

    Examples:
      | number        | message                                                  |
      |               | Please enter your personal identity number.              |
      | 19850515-2384 | The personal identity number may only contain digits.    |
      | 123456789     | The personal identity number must be 10 to 12 digits.    |
      | 1234567890123 | The personal identity number must be 10 to 12 digits.    |

  Scenario: A number another account uses is refused on the number, which stays
    When I log in with BankID from the profile menu with the number "198505152384"
    Then the number is refused with "An account with these details already exists. Please sign in instead."
    And the dialog still holds the number "198505152384"
    And I am not sent anywhere

  Scenario: An address off the vendor origins is never followed
    When I log in with BankID from the profile menu with the number "191212121212"
    Then I am not sent anywhere
    And the dialog says "We couldn’t open BankID"
    And the dialog still holds the number "191212121212"
