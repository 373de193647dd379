Feature: Registration starts at the country of residence
  Registration steps and country of residence opened directly, with no previous page, go back to
  /country-of-residence (except registration with a nets-callback query). Reached from another
  page of the visit, a step opens. "Cannot find my country" is reachable only through its link.

  Scenario Outline: Registration step <path> opened directly starts over at the country of residence
    Given I am not signed in
    When I open "<path>"
    Then I am on "/country-of-residence"

    Examples:
      | path                           |
      | /registration                  |
      | /registration-name             |
      | /registration-nationality      |
      | /registration-date-of-birthday |
      | /registration-reason-of-usage  |
      | /phone-verification            |
      | /email-verification            |
      | /occupation                    |
      | /address-search                |
      | /address                       |
      | /ssn                           |
      | /registration-name?netsCallback=1 |

  Scenario: The country of residence opened directly stays
    When I open "/country-of-residence"
    Then I am on "/country-of-residence"

  Scenario: Registration opened from the card provider's callback stays
    When I open "/registration?netsCallback=1"
    Then I am on "/registration?netsCallback=1"

  Scenario Outline: Registration step <path> reached from another page of the visit opens
    Given I am not signed in
    When I open "/country-of-residence"
    And I then go to "<path>"
    Then I am on "<path>"

    Examples:
      | path                           |
      | /registration                  |
      | /registration-name             |
      | /registration-date-of-birthday |
      | /ssn                           |

  Scenario: "Cannot find my country" opened directly goes to the country of residence
    When I open "/cannot-find-my-country"
    Then I am on "/country-of-residence"

  Scenario: "Cannot find my country" opens from its link on the country of residence
    When I open "/country-of-residence"
    And I follow the "cannot find my country" link
    Then I am on "/cannot-find-my-country"

  Scenario: "Cannot find my country" typed in the address bar goes to the country of residence
    When I open "/country-of-residence"
    And I then go to "/cannot-find-my-country"
    Then I am on "/country-of-residence"

  Scenario: The link opens "cannot find my country" once
    When I open "/country-of-residence"
    And I follow the "cannot find my country" link
    And I then go to "/country-of-residence"
    And I then go to "/cannot-find-my-country"
    Then I am on "/country-of-residence"
