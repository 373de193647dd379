Feature: Paying a transfer by card: saved cards, a new card through the provider's form, 3-D Secure and the payment's status
  The card panel of the pay step (issue 8; spec 02 sections 3, 4, 7, 8 and 9): the saved cards,
  expired ones marked and not selectable; a new card through the fields of the card provider the
  back office names for the customer (drawn by the vendor on its origin), whose token alone reaches the portal; Pay with the chosen card; 3-D Secure's
  method form and challenge on the vendor origin; the status at once and every 15 seconds
  (APPROVED success, WAITING asks again, anything else failure) with every card payment code's
  message; and the three refusals with a dialog of their own.

  Background:
    Given a customer from Sweden
    And I am signed in
    And I open the amount step of sending money
    And I type "1000" in "You send"
    And I continue
    And the transfer goes to my recipient "Abdirahman Warsame" for "Family Support"
    And I choose to pay the transfer of "1015.00 SEK" by card

  Scenario: the saved cards, the expired one marked and not selectable
    Then my saved cards are:
      | card            | expiry | state   |
      | Visa 4242       | 12/30  | usable  |
      | Mastercard 4444 | 08/31  | usable  |
      | Visa 0002       | 11/30  | usable  |
      | Visa 3220       | 10/30  | usable  |
      | Visa 1881       | 03/24  | expired |
    And the card "4242" is chosen
    When I choose the card "1881"
    Then the card "4242" is chosen
    When I choose the card "4444"
    Then the card "4444" is chosen

  Scenario: a new card through the card provider's form: only its token reaches the portal, and it is chosen
    When I add the card "4111 1111 1111 1111" expiring "01/32" through the card provider's form
    Then the card provider's fields were those of the provider the back office names for me
    And the portal heard only the token, the last four digits, the brand and the expiry
    And my saved cards include "Visa 1111" expiring "01/32"
    And the card "1111" is chosen
    And the portal never held the card number

  Scenario: paying with a saved card: approved
    When I pay with the card "4444"
    Then the payment's status was asked for 1 time
    When 15 seconds pass
    Then the payment is successful
    And the back office holds exactly 1 transfer and 1 charge for me

  Scenario: the status is asked for at once, then every 15 seconds while the payment waits
    When I pay with the card "4242"
    Then the payment's status was asked for 1 time
    And the payment waits, with the next check 15 seconds on
    When 14 seconds pass
    Then the payment's status was asked for 1 time
    When 1 second passes
    Then the payment's status was asked for 2 times
    And the payment is successful
    When 60 seconds pass
    Then the payment's status was asked for 2 times

  Scenario: a declining card: the bank's decline, with its message
    When I pay with the card "0002"
    And 15 seconds pass
    Then the payment failed with the code "payment_was_declined_by_bank"
    And the panel says "Your payment was declined by your bank. Please contact your bank or use another card."
    And the back office holds exactly 1 transfer and 0 charges for me
    When I choose a card again
    And I choose the card "4242"
    Then the card "4242" is chosen

  Scenario Outline: every card payment code of a declined payment has its own message
    When I pay with the card "4242"
    And the card provider declines the payment with the code "<code>"
    And 15 seconds pass
    Then the payment failed with the code "<code>"
    And the panel says "<message>"

    Examples:
      | code                                   | message                                                                                                                   |
      | unknown_error                          | Something went wrong with your payment. Please contact Customer Support.                                                  |
      | general_problem_with_payment_try_again | There was a problem with your payment. Please try again, and don’t leave or refresh this page while it’s processing.      |
      | payment_was_declined_by_bank           | Your payment was declined by your bank. Please contact your bank or use another card.                                     |
      | payment_was_declined_try_again         | Your payment was declined. Please check the card’s expiry date and CVV and try again.                                     |
      | we_do_not_accept_this_card_type        | We don’t accept this card type. Please use a Visa or Mastercard card.                                                     |
      | payment_was_not_authorised             | Your payment wasn’t authorised. Please check your 3-D Secure confirmation with your bank and try again.                   |
      | insufficient_funds                     | There isn’t enough money on your card. Please use another card or send a smaller amount.                                  |
      | invalid_card_number                    | The card number is invalid. Please check it and try again.                                                                |
      | card_has_expired                       | Your card has expired. Please use another card.                                                                           |
      | incorrect_account_id                   | The account ID is incorrect. Please check it and try again.                                                               |
      | unauthorized                           | You’ve been logged out. Please sign in again.                                                                             |

  Scenario: 3-D Secure approved: the method form and the challenge on the vendor origin, then the status at once
    When I pay with the card "3220"
    Then the 3-D Secure method form was posted to the vendor origin
    And my bank's 3-D Secure challenge is shown from the vendor origin
    And the payment's status was asked for 0 times
    When 30 seconds pass
    Then the payment's status was asked for 0 times
    When I approve the payment on my bank's challenge
    Then the payment's status was asked for 1 time
    And the payment is successful
    And the back office holds exactly 1 transfer and 1 charge for me

  Scenario: 3-D Secure declined
    When I pay with the card "3220"
    And I decline the payment on my bank's challenge
    Then the payment failed with the code "payment_was_not_authorised"
    And the panel says "Your payment wasn’t authorised. Please check your 3-D Secure confirmation with your bank and try again."
    And the back office holds exactly 1 transfer and 0 charges for me

  Scenario: a message from elsewhere than the bank's challenge frame is not heard
    When I pay with the card "3220"
    And a page of another origin says the challenge was approved
    Then the payment's status was asked for 0 times
    And my bank's 3-D Secure challenge is shown from the vendor origin

  Scenario: the card expired while the page was open: its own dialog, then a new card
    When I add the card "4111 1111 1111 1111" expiring "11/26" through the card provider's form
    And the month ends while the page is open
    And I pay with the card "1111"
    Then the dialog "Card expired" opens with the text "Your card has expired. Please update your payment details with a new card."
    And the back office holds exactly 1 transfer and 0 charges for me
    When I press OK on the dialog
    Then the card provider's form opens for a new card

  Scenario Outline: the refusals with a dialog of their own
    Given the back office refuses the next payment with "<type>"
    When I pay with the card "4242"
    Then the dialog "<title>" opens with the text "<text>"
    And nothing was reported to the pay step
    When I press OK on the dialog
    Then <after>

    Examples:
      | type                                        | title                      | text                                                                                                   | after                                        |
      | IssuerCardCountryNotEqualBeneficiaryCountry | Card country doesn’t match | This card was issued in a different country from the recipient’s country, so it can’t be used for this transfer. | the card provider's form opens for a new card |
      | BankAuthorizationFailed                     | Bank authorisation failed  | Your bank couldn’t authorise the payment. Please try again.                                            | the card "4242" is chosen to pay again       |
      | CardExpired                                 | Card expired               | Your card has expired. Please update your payment details with a new card.                             | the card provider's form opens for a new card |
