Feature: Topping the wallet up
  The wallet home's top-up (issue 9; spec 02 sections 2, 3 and 7: get-topup-options, top-up): the
  ways the region offers that the portal sees through (a saved card, approved at once; a local bank
  transfer, with where to pay the money in), an amount in integer minor units between the way's
  minimum and maximum (10 US dollars up to 1 000 by card and 5 000 by bank, in the customer's
  currency), then the balance follows. A refused amount never reaches the back office.
  A new card is typed into the card provider's fields (the customer's provider: Checkout.com,
  Fiserv or Vantiv); its single-use token tops up, and the card is saved. When its issuer asks for
  3-D Secure the customer goes to the issuer's page and comes back to the wallet, which asks the
  back office how the top-up ended (never the address it came back with).
  An instant bank payment (Trustly, in the EEA) goes the same way: the customer leaves for Trustly's
  payment page, approves or cancels there, and comes back through the portal's bank-link callback
  to the wallet, which asks the back office. A Canadian tops up by Interac e-Transfer: the top-up
  answers what to send from their own online banking.

  Scenario Outline: the ways to top up of my region
    Given a customer from <country>
    And I am signed in
    When I open the top-up
    Then the top-up offers <ways>
    And a card top-up takes "<min>" to "<max>"

    Examples:
      | country            | ways                                | min         | max            |
      | the United Kingdom | card and bank                       | 8.00 GBP    | 787.00 GBP     |
      | Sweden             | card, bank and instant bank payment | 106.00 SEK  | 10526.00 SEK   |
      | Canada             | card and Interac e-Transfer         | 14.00 CAD   | 1360.00 CAD    |
      | the United States  | card                                | 10.00 USD   | 1000.00 USD    |

  Scenario: a card top-up is approved at once and the balance follows
    Given a customer from the United Kingdom
    And I am signed in
    When I open the top-up
    And I top up "50.00" with the card "4444"
    Then the top-up is approved
    And the page shows my balance "532.30 GBP"
    And my wallet activity starts with a top-up of "50.00 GBP" by the card "4444"

  Scenario: a bank top-up says where to pay the money in; the balance waits for the money
    Given a customer from the United Kingdom
    And I am signed in
    When I open the top-up
    And I top up "200" by bank transfer
    Then I am asked to pay "200.00 GBP" to "SE4550000000058398257466" with the reference "TU00000001"
    And the page shows my balance "482.30 GBP"

  Scenario Outline: a refused amount: nothing is asked of the back office, what I typed stays
    Given a customer from the United Kingdom
    And I am signed in
    When I open the top-up
    And I top up "<typed>" with the card "4242"
    Then the amount is refused as <problem>
    And the amount field still holds "<typed>"
    And nothing was topped up

    Examples:
      | typed  | problem                     |
      |        | required                    |
      | 7.99   | under the minimum 8.00 GBP  |
      | 787.01 | over the maximum 787.00 GBP |
      | 10.001 | not an amount               |

  Scenario: a card the bank declines: the refusal under the card, what I typed stays
    Given a customer from the United Kingdom
    And I am signed in
    When I open the top-up
    And I top up "50" with the card "0002"
    Then the card is refused with "BankAuthorizationFailed"
    And the amount field still holds "50"
    And nothing was topped up

  Scenario: expired cards are not offered for a top-up
    Given a customer from the United Kingdom
    And I am signed in
    When I open the top-up
    Then the top-up offers the cards "4242, 4444, 0002, 3220"

  Scenario Outline: top up with a new card, approved at once
    Given a customer from <country>
    And I am signed in
    When I open the top-up
    And I top up "50" with a new card "4111111111111111"
    Then the top-up is approved
    And the page shows my balance "<balance>"
    And my wallet activity starts with a top-up of "50.00 <currency>" by the card "1111"
    And my saved cards include the card "1111"

    Examples:
      | country            | balance     | currency |
      | the United Kingdom | 532.30 GBP  | GBP      |
      | the United States  | 1550.00 USD | USD      |

  Scenario: top up with a new card that needs 3-D Secure
    Given a customer from the United Kingdom
    And I am signed in
    When I open the top-up
    And I top up "75" with a new card "4485040371536584"
    Then I am sent to my bank’s 3-D Secure page
    And nothing was topped up
    When I confirm the card on my bank’s page and come back to the wallet
    Then the top-up is approved
    And the page shows my balance "557.30 GBP"
    And my wallet activity starts with a top-up of "75.00 GBP" by the card "6584"

  Scenario: a new card my bank does not confirm on its 3-D Secure page
    Given a customer from the United Kingdom
    And I am signed in
    When I open the top-up
    And I top up "75" with a new card "4485040371536584"
    And I cancel the card on my bank’s page and come back to the wallet
    Then my bank did not confirm the card: nothing was topped up, my amount is on the form again
    And nothing was topped up

  Scenario: a refused new card, nothing typed lost
    Given a customer from the United Kingdom
    And I am signed in
    When I open the top-up
    And I top up "50" with a new card "4000000000000002"
    Then the card is refused with "BankAuthorizationFailed"
    And the amount field still holds "50"
    And the card I typed is still in the card form
    And nothing was topped up

  Scenario: an instant bank payment approved at my bank: the balance follows
    Given a customer from Sweden
    And I am signed in
    When I open the top-up
    And I top up "500" by instant bank payment
    Then I am sent to my bank’s payment page
    And nothing was topped up
    When I approve the payment on my bank’s page and come back through the bank link
    Then the top-up is approved
    And the page shows my balance "13040.50 SEK"
    And my wallet activity starts with a top-up of "500.00 SEK" by instant bank payment

  Scenario: an instant bank payment I cancel at my bank: nothing topped up, my amount kept to try again
    Given a customer from Sweden
    And I am signed in
    When I open the top-up
    And I top up "500" by instant bank payment
    And I cancel the payment on my bank’s page and come back through the bank link
    Then my bank did not authorise the payment: nothing was topped up, my amount is on the form again
    And nothing was topped up
    When I press Top up again
    Then I am sent to my bank’s payment page

  Scenario: a Canadian tops up by Interac e-Transfer
    Given a customer from Canada
    And I am signed in
    When I open the top-up
    And I top up "250" by Interac e-Transfer
    Then I am asked to send an Interac e-Transfer of "250.00 CAD" to "payments@remit-ca.sandbox.test" with the message "TU00000001"
    And the page shows my balance "2000.75 CAD"
