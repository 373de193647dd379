Feature: The wallet's statistics and their chart
  The wallet home (issue 9; spec 02 sections 2, 3 and 7: getWalletStatistics): total transactions,
  the thirty-day amount, and what was paid per month over the last six months as a bar chart whose
  table holds the very same figures. Only transfers whose money was paid in count (not those
  waiting for payment, cancelled or rejected). The back office's clock shows 21 November 2026,
  10:00 UTC; the seeded transfers were made 2, 6, 10 ... 38 days before.

  Background:
    Given a customer from the United Kingdom
    And I am signed in

  Scenario: total transactions, the thirty-day amount and six months of the chart
    When I open my wallet's statistics
    Then my wallet shows 7 transactions in all and "1471.25 GBP" paid in the last 30 days
    And the chart shows what was paid per month:
      | month   | paid        | transfers |
      | 2026-06 | 0.00 GBP    | 0         |
      | 2026-07 | 0.00 GBP    | 0         |
      | 2026-08 | 0.00 GBP    | 0         |
      | 2026-09 | 0.00 GBP    | 0         |
      | 2026-10 | 1873.25 GBP | 4         |
      | 2026-11 | 661.00 GBP  | 3         |
    And the tallest bar is October 2026's
    And the chart's table has the same figures as its bars

  Scenario: a transfer cancelled after it was paid no longer counts
    Given the back office cancels my transfer made 6 days ago
    When I open my wallet's statistics
    Then my wallet shows 6 transactions in all and "1319.75 GBP" paid in the last 30 days
    And the chart shows "509.50 GBP" paid in 2026-11 for 2 transfers

  Scenario: nothing paid yet: zeros, and a chart that says so
    Given I have paid for no transfers
    When I open my wallet's statistics
    Then my wallet shows 0 transactions in all and "0.00 GBP" paid in the last 30 days
    And the chart has no bars and says nothing was paid

  Scenario: a statistics load that fails keeps its error for display, and can be tried again
    Given the back office ends my session
    When I open my wallet's statistics
    Then the statistics show the error "AccessDenied"
