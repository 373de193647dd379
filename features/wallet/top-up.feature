Feature: Topping the wallet up
  The wallet home's top-up (issue 9; spec 02 sections 2, 3 and 7: get-topup-options, top-up): the
  ways the region offers that the portal sees through (a saved card, approved at once; a local bank
  transfer, with where to pay the money in), an amount in integer minor units between the way's
  minimum and maximum (10 US dollars up to 1 000 by card and 5 000 by bank, in the customer's
  currency), then the balance follows. A refused amount never reaches the back office.

  Scenario Outline: the ways to top up of my region
    Given a customer from <country>
    And I am signed in
    When I open the top-up
    Then the top-up offers <ways>
    And a card top-up takes "<min>" to "<max>"

    Examples:
      | country            | ways          | min         | max            |
      | the United Kingdom | card and bank | 8.00 GBP    | 787.00 GBP     |
      | Sweden             | card and bank | 106.00 SEK  | 10526.00 SEK   |
      | the United States  | card          | 10.00 USD   | 1000.00 USD    |

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
