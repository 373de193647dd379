Feature: Adding a card whose bank asks for 3-D Secure: to the bank's page and back to /checkout-card-enrollment
  Checkout.com's 3-D Secure of a card add, by redirect (docs/going-live/cards.md): card add answers
  "3-D Secure required" (Checkout's Pending with its redirect), the whole page goes to the bank's
  page on the vendor origin, and the bank sends the customer back to the card enrollment result
  (/checkout-card-enrollment/success or /failure with cko-session-id). The result page asks the
  back office by the session id, never trusting the address, and takes the customer back to the
  transfer's payment, where the new card is chosen.

  Background:
    Given a customer from Sweden
    And I am signed in
    And I open the amount step of sending money
    And I type "1000" in "You send"
    And I continue
    And the transfer goes to my recipient "Abdirahman Warsame" for "Family Support"
    And I choose to pay the transfer of "1015.00 SEK" by card

  Scenario: the bank confirms the card: it is saved, and back at the payment it is chosen
    When I type the card "4485 0403 7153 6584" expiring "01/32" into the card provider's form and save it
    Then the whole page goes to my bank's 3-D Secure page on the vendor origin
    And no card "6584" is saved yet
    When I confirm the card on my bank's page with the code "123456"
    Then my bank sends me back to "/checkout-card-enrollment/success" with the session id
    When the card enrollment result page opens at that address
    Then the result page says "Your card was added" and "Your card ending in 6584 is saved. You can now pay with it."
    When I go back by "Back to your payment"
    Then I am back at "/send-money/pay"
    When the card panel of the payment opens again
    Then my saved cards include "Visa 6584" expiring "01/32"
    And the card "6584" is chosen

  Scenario: the customer cancels on the bank's page: no card, "check 3-D Secure", back to the payment
    When I type the card "5352 1515 7000 3404" expiring "01/32" into the card provider's form and save it
    Then the whole page goes to my bank's 3-D Secure page on the vendor origin
    When I cancel on my bank's page
    Then my bank sends me back to "/checkout-card-enrollment/failure" with the session id
    When the card enrollment result page opens at that address
    Then the result page says "Your card wasn’t added" and "Your bank didn’t confirm the card with 3-D Secure, so it wasn’t saved. Please try again or use another card."
    And no card "3404" is saved yet
    When I go back by "Back to your payment"
    Then I am back at "/send-money/pay"

  Scenario: the address alone says nothing: "success" with a cancelled session, or no session at all
    When I type the card "4485 0403 7153 6584" expiring "01/32" into the card provider's form and save it
    And I cancel on my bank's page
    And the card enrollment result page opens at "/checkout-card-enrollment/success" with that session id
    Then the result page says "Your card wasn’t added" and "Your bank didn’t confirm the card with 3-D Secure, so it wasn’t saved. Please try again or use another card."
    When the card enrollment result page opens at "/checkout-card-enrollment/success"
    Then the result page says "We can’t confirm your card here" and "This page can’t tell whether your card was added. Your saved cards show every card we saved: please check them before you pay."
    And the way back is "Back to your payment"

  Scenario: a card without 3-D Secure is saved at once, without leaving the page
    When I add the card "4242 4242 4242 4242" expiring "01/32" through the card provider's form
    Then the page did not leave the portal
    And my saved cards include "Visa 4242" expiring "01/32"
