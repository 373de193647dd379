Feature: An e-mail registered in two countries
  The customer chooses the country, signs in again and is signed in to that country's account.

  Scenario Outline: The customer registered in Sweden and the United Kingdom chooses <country>
    Given the customer registered in two countries
    When I sign in with my e-mail and password
    Then I am asked to choose between "Sweden" and "United Kingdom"
    And I am on "/sign-in"
    And I am not signed in
    When I choose the country "<country>" and sign in again
    Then I am on "/wallet"
    And I am signed in to my account in <country>
    And I see the wallet balance "<balance>"

    Examples:
      | country        | balance    |
      | United Kingdom | 200.00 GBP |
      | Sweden         | 100.00 SEK |

  Scenario: The country chosen at sign-in is suggested next time
    Given the customer registered in two countries
    When I sign in with my e-mail and password
    And I choose the country "United Kingdom" and sign in again
    And I sign out
    Then the sign-in page suggests the country the United Kingdom
