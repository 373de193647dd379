Feature: Send money opened from a link: step 1 filled in, step 3 on the recipient
  "Send again" (a past transfer) and "Send money" (a recipient) open send money with a link
  (src/shared/kernel/send-money-link.ts): /send-money/quote?to=SO&payout=mobile&amount=100000&recipient=1.
  It starts a new transfer (the one in progress is replaced) with the destination, payout type and
  amount sent filled in and quoted as if typed; after step 2, step 3 goes straight to the linked
  recipient's payout details when they can be paid that way. What the portal does not offer is
  ignored, never an error page. The query leaves the address bar once read, so a reload keeps the
  transfer, not the link (issue 9).

  Background:
    Given a customer from Sweden
    And I am signed in

  Scenario: the link fills step 1 and step 3 opens on the recipient
    When I open the send-money link "/send-money/quote?to=SO&payout=mobile&amount=100000&recipient=1"
    Then I am on "/send-money/quote"
    And the amount step is filled in with "SO" by "mobile" and "1000.00" sent
    When the linked amount is quoted and I continue
    Then the transfer in progress has the quote of "1000.00 SEK" to Somalia by Mobile Transfer
    When I open the You step of sending money
    And I confirm my details
    And the recipient step of sending money opens
    Then I am on "/send-money/recipient-details?id=1"
    When the recipient step of sending money opens again
    Then I am on "/send-money/recipient"

  Scenario: a transfer in progress is replaced by the link's
    Given I open the amount step of sending money
    And I choose the payout type "cash"
    And I type "500" in "You send"
    And I continue
    When I open the send-money link "/send-money/quote?to=KE&payout=mobile&amount=20000"
    Then the amount step is filled in with "KE" by "mobile" and "200.00" sent
    And the transfer in progress has no quote yet

  Scenario: a recipient who cannot be paid the link's way: step 3 shows the list
    When I open the send-money link "/send-money/quote?to=SO&payout=cash&amount=100000&recipient=1"
    And the linked amount is quoted and I continue
    And I open the You step of sending money
    And I confirm my details
    And the recipient step of sending money opens
    Then I am on "/send-money/recipient"

  Scenario Outline: what the portal does not offer is ignored, and the step works as usual
    When I open the send-money link "<link>"
    Then I am on "/send-money/quote"
    And the amount step is filled in with "<country>" by "<payout>" and "<sent>" sent

    Examples:
      | link                                                   | country | payout | sent    |
      | /send-money/quote?to=ZZ&payout=crypto&recipient=abc    | SO      | mobile |         |
      | /send-money/quote?to=KE&payout=cash&amount=12.5        | KE      | mobile |         |
      | /send-money/quote?to=somalia&amount=100000             | SO      | mobile |         |
      | /send-money/quote?to=ET&amount=50000                   | ET      | bank   | 500.00  |

  Scenario: a reload keeps the transfer the link started, not the link
    When I open the send-money link "/send-money/quote?to=SO&payout=cash&amount=100000&recipient=3"
    And the linked amount is quoted and I continue
    And I reload the portal
    And I open the amount step of sending money
    Then I am on "/send-money/quote"
    And "You send" still shows "1000.00"
    And the transfer in progress has the quote of "1000.00 SEK" to "SO" by "cash" for my recipient 3
