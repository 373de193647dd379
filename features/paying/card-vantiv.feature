Feature: Paying a transfer with a new card on Vantiv's eProtect: its registration id pays the transfer
  The back office names Vantiv (Worldpay eProtect) as a US customer's card provider: the card typed
  into eProtect's frame is registered there, and its paypage registration id alone reaches the
  portal, which has the back office authorize the transfer's payment with it
  (api/vantiv-transaction/authorization; spec 02 section 7): approved, the transfer is paid and the
  back office saves the card; declined, the card payment code's message.

  Background:
    Given a customer from the United States living in Iowa
    And I am signed in
    And I open the amount step of sending money
    And I type "100" in "You send"
    And I continue
    And the transfer goes to my recipient "Abdirahman Warsame" for "Family Support"
    And I choose to pay the transfer of "101.50 USD" by card

  Scenario: a new card pays the transfer at once by its registration id, and is saved
    When I pay with the new card "4111 1111 1111 1111" expiring "01/32" through the card provider's form
    Then the card provider's fields were those of the provider the back office names for me
    And the portal heard only the registration id, the last four digits, the brand and the expiry
    And the payment is successful
    And my transfer is paid by card
    And my saved cards include "Visa 1111" expiring "01/32"
    And the portal never held the card number

  Scenario: a new card the bank declines: the decline's message, nothing paid, the card not saved
    When I pay with the new card "4000 0000 0000 0002" expiring "01/32" through the card provider's form
    Then the payment failed with the code "payment_was_declined_by_bank"
    And the panel says "Your payment was declined by your bank. Please contact your bank or use another card."
    And my transfer is not paid
