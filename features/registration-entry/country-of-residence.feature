Feature: Country of residence
  Registration starts with the country the customer lives in. The list comes from the service
  locator (the countries the service is offered in), followed by the countries the portal names
  where it is not offered; Somaliland is listed as SQ. The detected country is pre-selected.

  Scenario: The list offers the locator's countries and names Somaliland as SQ, not offered
    When I open the country of residence
    Then the countries offered include "United Kingdom" and "Sweden"
    And "Somaliland" is listed under the code "SQ", where the service is not offered

  Scenario: The detected country is pre-selected
    When I open the country of residence
    Then "Croatia" is pre-selected

  Scenario: A country the service is offered in starts registration on its back end
    When I open the country of residence
    And I choose "United Kingdom" as my country of residence
    Then I am on "/registration"
    And my registration is for "United Kingdom" on the back end of project "remit-gb"

  Scenario: A country without a locator entry registers on the test address
    When I open the country of residence
    And I choose "Croatia" as my country of residence
    Then I am on "/registration"
    And my registration is for "Croatia" on the test address

  Scenario Outline: <country>, where the service is not offered, leads to "not available in your area"
    When I open the country of residence
    And I choose "<country>" as my country of residence
    Then I am on "/area-not-available"
    And no registration has started

    Examples:
      | country    |
      | Somaliland |
      | Somalia    |
      | Kenya      |

  Scenario: Continuing without a country asks for one
    When I open the country of residence
    And I continue without choosing a country
    Then the country of residence asks me to choose a country
    And I am on "/country-of-residence"

  Scenario: Going back keeps the chosen country
    Given I have chosen "Sweden" as my country of residence
    When I open the country of residence
    Then "Sweden" is pre-selected

  Scenario: "Cannot find my country" opens only from its link
    When I open the country of residence
    And I then go to "/cannot-find-my-country"
    Then I am on "/country-of-residence"
    When I follow the "cannot find my country" link
    Then I am on "/cannot-find-my-country"
