Feature: Changing my mobile number on my profile
  A customer who registered with BankID starts with a placeholder number (BankID tells none, and
  that way of registering asks for none). Any customer changes their number on the profile: the
  new number (one of their country's, by the portal's one phone rule, and not the one held now),
  a code sent to it by SMS, then the change with that code (remitter update-phone). A refusal of
  the number is said under the number, a wrong code under the code, and nothing typed is lost;
  the profile then shows the new number, after a reload too (issue 21; spec 01 section 7).

  Background:
    Given the BankID customer from Sweden, whose number is still the placeholder
    And I am signed in
    And I open my profile

  Scenario: a BankID customer updates their phone from the profile
    Then my profile shows the mobile number "+46709999999"
    When I ask to change my mobile number to "070-123 45 67"
    Then a code was sent by SMS to "+46701234567"
    And the change form says "We sent a 6-digit code by SMS to +46701234567."
    When I type the code "123456" and change my number
    Then my profile says my mobile number is changed
    And my profile shows the mobile number "+46701234567"
    And the back office holds my mobile number "+46701234567"
    When I reload the portal
    And I open my profile
    Then my profile shows the mobile number "+46701234567"

  Scenario: a wrong code is refused, and nothing typed is lost
    When I ask to change my mobile number to "070-123 45 67"
    And I type the code "000000" and change my number
    Then the change form's code says "The code you entered is incorrect. Please try again."
    And the change form still holds the number "070-123 45 67" and the code "000000"
    And the back office holds my mobile number "+46709999999"
    When I type the code "123456" and change my number
    Then my profile shows the mobile number "+46701234567"

  Scenario Outline: a number against the rules is said under it, and no code is sent
    When I ask to change my mobile number to "<number>"
    Then the change form's number says "<message>"
    And no code was sent

    Examples:
      | number          | message                                     |
      |                 | The phone number field is required.         |
      | 0701            | Please check phone number. It is too short. |
      | +44 7400 123456 | Invalid phone number                        |
      | 070-999 99 99   | This is already your mobile number.         |

  Scenario: another account's number is refused at the change, and the form goes back to the number, as typed
    When I ask to change my mobile number to "070-000 00 00"
    And I type the code "123456" and change my number
    Then the change form's number says "This number belongs to another account. Enter another number."
    And the change form still holds the number "070-000 00 00" and the code "123456"
    And the back office holds my mobile number "+46709999999"
