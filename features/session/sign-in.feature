Feature: Signing in with e-mail and password
  The service locator tells where the e-mail is registered, that country's back end signs the
  customer in (the test address when the locator has no entry for the country), and the customer
  lands on their wallet, in their country's currency.

  Scenario Outline: A customer from <country> signs in and sees their wallet balance
    Given a customer from <country>
    When I sign in with my e-mail and password
    Then I am on "/wallet"
    And I am signed in to my account in <country>
    And I see the wallet balance "<balance>"

    Examples:
      | country            | balance      |
      | Sweden             | 12540.50 SEK |
      | the United Kingdom | 482.30 GBP   |
      | Belgium            | 925.00 EUR   |
      | Denmark            | 3100.00 DKK  |
      | Poland             | 750.10 PLN   |
      | Norway             | 5123.00 NOK  |
      | Italy              | 123.45 EUR   |
      | France             | 0.00 EUR     |
      | Canada             | 2000.75 CAD  |
      | Switzerland        | 999.90 CHF   |

    # The service locator has no entry for Croatia: sign-in goes through the configured test address.
    Examples: A country the service locator does not know
      | country | balance   |
      | Croatia | 50.00 EUR |

  Scenario Outline: A customer in <state> signs in and sees their balance in US dollars
    Given a customer from the United States living in <state>
    When I sign in with my e-mail and password
    Then I am on "/wallet"
    And I am signed in to my account in the United States
    And I see the wallet balance "<balance>"

    Examples:
      | state | balance     |
      | Iowa  | 1500.00 USD |
      | Texas | 75.25 USD   |

  Scenario: The e-mail is found whatever its case and surrounding spaces
    When I sign in with e-mail "  Amina.SE@Sandbox.TEST " and password "Demo1234"
    Then I am on "/wallet"
    And I see the wallet balance "12540.50 SEK"

  Scenario Outline: A customer waiting on identity checks (<status>) still signs in to the wallet
    Given a customer from Sweden with verification status <status>
    When I sign in with my e-mail and password
    Then I am on "/wallet"
    And my verification status is "<status>"
    And I see the wallet balance "10.00 SEK"

    Examples:
      | status           |
      | RequestId        |
      | VerifyingAddress |
      | FailedId         |
      | NotRegistered    |

  Scenario: Signing in keeps the token, but no personal data, in storage
    Given a customer from the United Kingdom
    When I sign in with my e-mail and password
    Then a token is stored
    And storage holds none of my personal data

  Scenario: The session survives a reload of the portal
    Given I am signed in as a customer from Norway
    When I reload the portal
    And I open "/wallet"
    Then I am on "/wallet"
    And I see the wallet balance "5123.00 NOK"
