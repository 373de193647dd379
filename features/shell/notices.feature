Feature: The shell's notices: the "new payout method" card and the cookie popup
  The "new payout method" card shows once per customer until "Got it", and only before its day
  (2024-05-01 in the spec, a setting): today it never shows. Who pressed "Got it" is remembered in
  local storage, by a hash, never by the customer's id. The custom cookie popup shows only while
  its option is on (off by default) and until Accept all or Only necessary is chosen, kept under
  popover-cookies (spec 02 sections 2 and 9; spec 01 sections 3 and 9).

  Background:
    Given a customer from Sweden

  Scenario: From its day on the notice never shows (today is after 2024-05-01)
    Given I am signed in
    Then the "new payout method" notice is not shown

  Scenario: Before its day the notice shows until "Got it", also after a reload
    Given the portal’s clock shows "2024-04-30"
    And I am signed in
    Then the "new payout method" notice is shown
    When I press "Got it" on the "new payout method" notice
    Then the "new payout method" notice is not shown
    And the browser’s local storage names no customer
    When I reload the portal
    Then the "new payout method" notice is not shown

  Scenario: On its day it no longer shows
    Given the portal’s clock shows "2024-05-01"
    And I am signed in
    Then the "new payout method" notice is not shown

  Scenario: Another customer of the same browser still sees it
    Given the portal’s clock shows "2024-04-30"
    And I am signed in
    When I press "Got it" on the "new payout method" notice
    And another customer, from the United Kingdom, signs in on this browser
    Then the "new payout method" notice is shown

  Scenario: The notice's day is a setting
    Given the "new payout method" notice is active until "2027-01-01"
    And I am signed in
    Then the "new payout method" notice is shown

  Scenario: The cookie popup is off by default
    Given I am signed in
    Then the cookie popup is not shown
    And the browser’s local storage holds no "popover-cookies"

  Scenario Outline: With its option on, the cookie popup asks until one is chosen
    Given the custom cookie popup is switched on
    And I am signed in
    Then the cookie popup is shown
    When I choose "<choice>" in the cookie popup
    Then the browser’s local storage holds "popover-cookies" as "<stored>"
    And the cookie popup is not shown
    When I reload the portal
    Then the cookie popup is not shown

    Examples:
      | choice         | stored    |
      | Accept all     | all       |
      | Only necessary | necessary |
