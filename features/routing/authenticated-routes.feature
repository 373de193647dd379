Feature: Pages for signed-in customers
  An anonymous visitor is sent to sign-in with the wanted page in the redirect query; a signed-in
  customer gets the page.

  Scenario Outline: An anonymous visitor opening <path> is asked to sign in first
    Given I am not signed in
    When I open "<path>"
    Then I am on "<sign-in>"

    Examples:
      | path                              | sign-in                                                    |
      | /wallet                           | /sign-in?redirect=%2Fwallet                                |
      | /transfers                        | /sign-in?redirect=%2Ftransfers                             |
      | /profile                          | /sign-in?redirect=%2Fprofile                               |
      | /recipients                       | /sign-in?redirect=%2Frecipients                            |
      | /your-promo-codes                 | /sign-in?redirect=%2Fyour-promo-codes                      |
      | /send-money                       | /sign-in?redirect=%2Fsend-money                            |
      | /send-money/quote                 | /sign-in?redirect=%2Fsend-money%2Fquote                    |
      | /send-money/pay/TR-1001           | /sign-in?redirect=%2Fsend-money%2Fpay%2FTR-1001            |
      | /transfers/ABC123                 | /sign-in?redirect=%2Ftransfers%2FABC123                    |
      | /checkout-card-enrollment/success | /sign-in?redirect=%2Fcheckout-card-enrollment%2Fsuccess    |
      | /successfully-verified            | /sign-in?redirect=%2Fsuccessfully-verified                 |
      | /verifying-in-progress            | /sign-in?redirect=%2Fverifying-in-progress                 |
      | /transfers?page=2                 | /sign-in?redirect=%2Ftransfers%3Fpage%3D2                  |
      | /                                 | /sign-in?redirect=%2Fwallet                                |

  Scenario Outline: A signed-in customer opening <path> gets it
    Given I am signed in as a customer from Belgium
    When I open "<path>"
    Then I am on "<path>"
    And the page is not the not-found page

    Examples:
      | path                              |
      | /wallet                           |
      | /transfers                        |
      | /profile                          |
      | /recipients                       |
      | /your-promo-codes                 |
      | /send-money/quote                 |
      | /send-money/pay                   |
      | /transfers/ABC123                 |
      | /checkout-card-enrollment/success |
      | /successfully-verified            |
      | /verifying-in-progress            |

  Scenario: Send money starts at its quote step
    Given I am signed in as a customer from Belgium
    When I open "/send-money"
    Then I am on "/send-money/quote"

  Scenario: The home address leads to the wallet
    Given I am signed in as a customer from Belgium
    When I open "/"
    Then I am on "/wallet"

  Scenario: After signing in, the visitor lands on the page first asked for
    Given a customer from France
    When I open "/transfers/ABC123"
    And I sign in with my e-mail and password
    Then I am on "/transfers/ABC123"

  Scenario: A page view is recorded for the page reached, not for the one refused
    Given I am not signed in
    When I open "/wallet"
    Then a page view of "/sign-in" was recorded
    And no page view of "/wallet" was recorded
    And 1 page view was recorded

  Scenario: A page view is recorded for every page the customer visits
    Given I am signed in as a customer from Belgium
    When I open "/wallet"
    And I then go to "/transfers"
    Then a page view of "/wallet" was recorded
    And a page view of "/transfers" was recorded
    And 2 page views were recorded
