Feature: One transfer per intent: however often Pay is pressed, an answer lost or the page reloaded
  Transaction create and pay carry an idempotency key made once per customer intent (the transfer
  in progress keeps its intent id, so a reload keeps the keys) and reused by every retry; the back
  office answers a key's first answer again and does nothing more (issue 8; spec 02 sections 4 and
  7). Each way of pressing Pay ends with exactly one transfer and one charge, counted in the
  sandbox's back office. A transfer whose creation is in doubt is looked up by its intent (the
  create's client reference) before another is made, even when the details were edited since
  (issue 19).

  Background:
    Given a customer from Sweden
    And I am signed in
    And I open the amount step of sending money
    And I type "1000" in "You send"
    And I continue
    And the transfer goes to my recipient "Abdirahman Warsame" for "Family Support"

  Scenario: one press of Pay, paying by wallet
    When I press Pay, paying by wallet
    Then the payment is approved
    And the back office holds exactly 1 transfer and 1 charge for me
    And my wallet was charged "1015.00 SEK" once
    And the transfer in progress keeps its transaction reference and the method "wallet"

  Scenario: five fast clicks on Pay
    When I press Pay 5 times quickly, paying by wallet
    Then every click got the same payment
    And the payment is approved
    And the back office holds exactly 1 transfer and 1 charge for me
    And my wallet was charged "1015.00 SEK" once

  Scenario: five fast clicks on Pay with a card, and once more while its payment is settled
    When I press Pay 5 times quickly, paying by card "4242"
    And I press Pay, paying by card "4242"
    Then every click got the same payment
    When the card payment’s status is asked for until it is settled
    Then the payment is approved
    And the back office holds exactly 1 transfer and 1 charge for me

  Scenario: the answer to pay is lost on the way and asked for again
    Given the next answer of the back office to "pay" is lost on the way
    When I press Pay, paying by wallet
    Then the payment is approved
    And the back office was asked to pay 2 times, always with the key "<intent>:pay:wallet"
    And the back office holds exactly 1 transfer and 1 charge for me
    And my wallet was charged "1015.00 SEK" once

  Scenario: every answer to the transfer's creation is lost, then the customer presses Pay again
    Given the next 3 answers of the back office to "create" are lost on the way
    When I press Pay, paying by wallet
    Then paying failed with "Network"
    And the back office holds exactly 1 transfer and 0 charges for me
    When I press Pay, paying by wallet
    Then the payment is approved
    And the back office was asked to create 3 times, always with the key "<intent>:create"
    And the back office holds exactly 1 transfer and 1 charge for me

  Scenario: a reload while paying
    When I press Pay, paying by wallet, and reload the portal while it waits for the pay answer
    Then the back office holds exactly 1 transfer and 1 charge for me
    And the transfer in progress keeps its transaction reference and the method "wallet"
    When I press Pay, paying by wallet
    Then the payment is approved
    And the back office was asked to pay 2 times, always with the key "<intent>:pay:wallet"
    And the back office holds exactly 1 transfer and 1 charge for me
    And my wallet was charged "1015.00 SEK" once

  Scenario: a reload while the transfer is being made
    When I press Pay, paying by wallet, and reload the portal while it waits for the create answer
    Then the back office holds exactly 1 transfer and 0 charges for me
    When I press Pay, paying by wallet
    Then the payment is approved
    And the back office was asked to create 1 time, always with the key "<intent>:create"
    And the back office holds exactly 1 transfer and 1 charge for me

  Scenario: every answer to the transfer's creation is lost, then the message is edited and Pay pressed again
    Given the next 3 answers of the back office to "create" are lost on the way
    When I press Pay with the message "For school", paying by wallet
    Then paying failed with "Network"
    When I press Pay with the message "For school fees", paying by wallet
    Then the payment is approved
    And the back office was asked to create 3 times, always with the key "<intent>:create"
    And the back office made my transfer with the message "For school", for this transfer in progress
    And the transfer in progress says it was made with the details first given
    And the back office holds exactly 1 transfer and 1 charge for me
    And my wallet was charged "1015.00 SEK" once

  Scenario: a reload while the transfer is being made, then the message is edited and Pay pressed again
    When I press Pay with the message "For school", paying by wallet, and reload the portal while it waits for the create answer
    And I press Pay with the message "For school fees", paying by wallet
    Then the payment is approved
    And the back office was asked to create 1 time, always with the key "<intent>:create"
    And the back office made my transfer with the message "For school", for this transfer in progress
    And the back office holds exactly 1 transfer and 1 charge for me
