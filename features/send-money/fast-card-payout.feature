Feature: A fast card payout is disclosed before paying and on the receipt
  A card payout is available within 1 hour when the back office pays it out fast, else within 3
  days (spec 02 section 9). The back office says which on the quote and on the transfer
  (fast_payout): in the sandbox card payouts to Kenya are fast, card payouts to Somalia are not.
  Every customer is told when a card payout's money is available, whatever their regulator
  (issue 21).

  Background:
    Given a customer from Sweden
    And I am signed in

  Scenario: a card payout to Kenya is disclosed as fast before paying, and its receipt says so
    Given I open the amount step of sending money
    When I choose the destination "KE"
    And I choose the payout type "card"
    And I type "1000" in "You send"
    And I continue
    Then the confirm step discloses, in order: amount, fee, total, rate, received, available
    And the confirm step says the card payout is fast: the money is available within "1 hour"
    Given my recipient "Hassan Mohamud" in "KE" is paid out on their card
    And I made a transfer of 1000 SEK to "Hassan Mohamud" and paid it from my wallet
    When I open the details of my transfer
    Then the receipt says the card payout is fast: the money is available within "1 hour"

  Scenario: a card payout to Somalia is not fast: within 3 days, before paying and on the receipt
    Given I open the amount step of sending money
    When I choose the payout type "card"
    And I type "1000" in "You send"
    And I continue
    Then the confirm step discloses, in order: amount, fee, total, rate, markup, received, available
    And the confirm step says the card payout is not fast: the money is available within "3 days"
    Given my recipient "Hassan Mohamud" in "SO" is paid out on their card
    And I made a transfer of 1000 SEK to "Hassan Mohamud" and paid it from my wallet
    When I open the details of my transfer
    Then the receipt says the card payout is not fast: the money is available within "3 days"
