Feature: Step 1 of sending money: the amount, the rate, the fee and the total
  The customer types the amount sent or the amount received; the other follows at the offer's rate
  (received rounded down to a whole minor unit, sent rounded up so the amount promised arrives),
  and the back office quotes it: fee, total, a quote id and ten minutes on the rate (spec 02
  sections 2, 3, 4 and 5).

  Background:
    Given a customer from Sweden
    And I am signed in
    And I open the amount step of sending money

  Scenario: the destinations come grouped per country and currency with their payout types
    Then the destinations offered are:
      | country | currency | payout types           | default |
      | SO      | USD      | mobile, cash, bank, card | mobile  |
      | SQ      | USD      | mobile, cash           | mobile  |
      | ET      | ETB      | bank, mobile, cash     | bank    |
      | KE      | KES      | mobile, bank, card     | mobile  |
      | UG      | UGX      | mobile, bank           | mobile  |
      | DJ      | DJF      | cash, mobile           | cash    |
    And the step shows Somalia by Mobile Transfer at "1 SEK = 0.0950 USD"

  Scenario Outline: the amount sent gives the amount received, rounded down, and the quote's fee and total
    When I type "<send>" in "You send"
    Then "They receive" shows "<receive>" at once
    When the amount is quoted
    Then the quote is "<send SEK>" sent, "<receive USD>" received, "<fee>" fee and "<total>" to pay

    Examples:
      | send    | receive | send SEK     | receive USD | fee       | total        |
      | 1000    | 95.00   | 1000.00 SEK  | 95.00 USD   | 15.00 SEK | 1015.00 SEK  |
      | 1000,10 | 95.00   | 1000.10 SEK  | 95.00 USD   | 15.01 SEK | 1015.11 SEK  |
      | 106     | 10.07   | 106.00 SEK   | 10.07 USD   | 11.00 SEK | 117.00 SEK   |

  Scenario Outline: the amount received gives the smallest amount sent that delivers it
    When I type "<receive>" in "They receive"
    Then "You send" shows "<send>" at once
    When the amount is quoted
    Then the quote is "<send SEK>" sent, "<receive USD>" received, "<fee>" fee and "<total>" to pay

    Examples:
      | receive | send    | send SEK    | receive USD | fee       | total       |
      | 95      | 1000.00 | 1000.00 SEK | 95.00 USD   | 15.00 SEK | 1015.00 SEK |
      | 95.01   | 1000.11 | 1000.11 SEK | 95.01 USD   | 15.01 SEK | 1015.12 SEK |

  Scenario Outline: the amount must be given, at least the minimum and at most the maximum
    When I type "<amount>" in "<field>"
    Then the amount shows the problem "<problem>"
    And no quote is asked for

    Examples:
      | amount   | field        | problem           |
      |          | You send     | required          |
      | 105.99   | You send     | min 106.00 SEK    |
      | 31578.01 | You send     | max 31578.00 SEK  |
      | 10.06    | They receive | min 10.07 USD     |
      | 12.345   | You send     | format            |

  Scenario: a payout type with other limits: bank deposits start at 20 US dollars
    When I choose the payout type "bank"
    And I type "200" in "You send"
    Then the amount shows the problem "min 211.00 SEK"

  Scenario: the rate is held for ten minutes, then expires, and new rates keep the amounts
    When I type "1000" in "You send"
    And the amount is quoted
    Then the rate is held for "10:00"
    When 9 minutes pass
    Then the rate is held for "01:00"
    When 1 minute passes
    Then the rate has expired
    And continuing is refused
    When I ask for new rates
    Then the rate is held for "10:00"
    And "You send" still shows "1000"
    And the back office made 2 quotes for me

  Scenario: continuing keeps the quote for the next steps, and a reload keeps it too
    When I type "1000" in "You send"
    And I continue
    Then the transfer in progress has the quote of "1000.00 SEK" to Somalia by Mobile Transfer
    When I reload the portal
    And I open the amount step of sending money
    Then "You send" still shows "1000.00"
    And the rate is held for "10:00"
    And the back office made 1 quote for me

  Scenario: the networks of a mobile payout, searchable
    When I open the list of supported places
    Then the list shows "Hormuud EVC Plus, Edahab"
    When I search the list for "+25265"
    Then the list shows "Edahab"
    When I choose the payout type "cash"
    And I open the list of supported places
    Then the list shows "Dahabshiil Bakaara, Dahabshiil Kismayo"
