Feature: The sign-in page offers the methods of the sign-in country and remembers the last one
  BankID is offered where the country signs in with it (Sweden, Norway), or while no country is chosen.

  Scenario Outline: Methods by sign-in country
    Given my sign-in country is <country>
    Then the sign-in page offers "<methods>"

    Examples:
      | country            | methods                                    |
      | Sweden             | password, emailCode, phoneCode, bankId     |
      | Norway             | password, emailCode, phoneCode, bankId     |
      | the United Kingdom | password, emailCode, phoneCode             |
      | the United States  | password, emailCode, phoneCode             |

  Scenario: The method used last is kept on sign-out
    Given I am signed in as a customer from Sweden
    And I last signed in with "phoneCode"
    When I sign out
    Then the sign-in method "phoneCode" is still remembered
