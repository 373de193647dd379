Feature: Pages for visitors who are not signed in
  Sign-in, registration, recovery and verification are for visitors; a signed-in customer opening
  them goes to the wallet. Pages without guards are open to everyone, and so is the reset e-mail's
  link (/change-password): a customer without a password sets one through it while signed in.

  Scenario Outline: A signed-in customer opening <path> goes to the wallet
    Given I am signed in as a customer from Switzerland
    When I open "<path>"
    Then I am on "/wallet"

    Examples:
      | path                  |
      | /sign-in              |
      | /sign-in-country      |
      | /verification         |
      | /recovery-password    |
      | /country-of-residence |
      | /registration         |
      | /registration-name    |

  Scenario Outline: A signed-in customer reaching <path> from another page goes to the wallet
    Given I am signed in as a customer from Switzerland
    When I open "/wallet"
    And I then go to "<path>"
    Then I am on "/wallet"

    Examples:
      | path               |
      | /registration-name |
      | /sign-in           |

  Scenario Outline: A visitor opening <path> gets it
    Given I am not signed in
    When I open "<path>"
    Then I am on "<path>"
    And the page is not the not-found page

    Examples:
      | path               |
      | /sign-in           |
      | /sign-in-country   |
      | /verification      |
      | /recovery-password |
      | /change-password   |

  Scenario Outline: <path> is open to visitors and customers alike
    When I open "<path>"
    Then I am on "<path>"
    And the page is not the not-found page

    Examples:
      | path                |
      | /area-not-available |
      | /account-blocked    |
      | /nets-success       |
      | /nets-fail          |

  Scenario Outline: A signed-in customer can open <path>
    Given I am signed in as a customer from Switzerland
    When I open "<path>"
    Then I am on "<path>"

    Examples:
      | path                         |
      | /account-blocked             |
      | /change-password?token=rst-1 |
