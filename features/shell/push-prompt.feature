@shell-push
Feature: The notification permission dialog after navigations
  After each navigation of a signed-in customer, the portal asks once a visit whether to send
  notifications: "Get notified when your money arrives", Allow (the browser then asks) or Not now.
  Never on the page the visit started on; never again after "Not now" (is-push-dont-allowed);
  never when the browser has granted or denied already (spec 01 sections 2 and 3).

  Background:
    Given a customer from Sweden
    And my browser has not decided about notifications

  Scenario: Not on the first page, but after a navigation
    Given I am signed in
    When I open "/wallet"
    Then the notification permission dialog is not shown
    When I then go to "/transfers"
    Then the notification permission dialog asks "Get notified when your money arrives"

  Scenario: "Not now" is remembered, also after a reload
    Given I am signed in
    When I open "/wallet"
    And I then go to "/transfers"
    And I answer "Not now" to the notification permission dialog
    Then the browser’s local storage holds "is-push-dont-allowed" as "true"
    And the notification permission dialog is not shown
    When I then go to "/recipients"
    Then the notification permission dialog is not shown
    When I reload the portal
    And I open "/wallet"
    And I then go to "/transfers"
    Then the notification permission dialog is not shown

  Scenario: "Allow" asks the browser once, and nothing is asked again
    Given I am signed in
    When I open "/wallet"
    And I then go to "/transfers"
    And my browser will answer granted when asked
    And I answer "Allow" to the notification permission dialog
    Then my browser was asked 1 time
    And the notification permission dialog is not shown
    And the browser’s local storage holds no "is-push-dont-allowed"
    When I reload the portal
    And I open "/wallet"
    And I then go to "/transfers"
    Then the notification permission dialog is not shown

  Scenario: Closed without an answer, it waits for the next visit
    Given I am signed in
    When I open "/wallet"
    And I then go to "/transfers"
    And I close the notification permission dialog
    And I then go to "/recipients"
    Then the notification permission dialog is not shown
    And the browser’s local storage holds no "is-push-dont-allowed"
    When I reload the portal
    And I open "/wallet"
    And I then go to "/transfers"
    Then the notification permission dialog asks "Get notified when your money arrives"

  Scenario Outline: The browser decided already: never asked
    Given my browser has <decision> notifications
    And I am signed in
    When I open "/wallet"
    And I then go to "/transfers"
    And I then go to "/recipients"
    Then the notification permission dialog is not shown
    And my browser was asked 0 times

    Examples:
      | decision |
      | granted  |
      | denied   |

  Scenario: A visitor who is not signed in is never asked
    When I open "/sign-in"
    And I then go to "/country-of-residence"
    Then the notification permission dialog is not shown
