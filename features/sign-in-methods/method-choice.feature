Feature: The sign-in page offers the methods of the sign-in country and remembers the last one
  The BankID methods (BankID, personal identity number) are offered where the country config has
  bank_id_login (Sweden, Norway), or while no country is chosen.

  Scenario Outline: Methods by sign-in country
    Given my sign-in country is <country>
    Then the sign-in page offers "<methods>"

    Examples:
      | country            | methods                                     |
      | Sweden             | password, emailCode, phoneCode, bankId, pin |
      | Norway             | password, emailCode, phoneCode, bankId, pin |
      | the United Kingdom | password, emailCode, phoneCode              |
      | the United States  | password, emailCode, phoneCode              |

  Scenario: The method used last is kept on sign-out
    Given I am signed in as a customer from Sweden
    And I last signed in with "phoneCode"
    When I sign out
    Then the sign-in method "phoneCode" is still remembered
