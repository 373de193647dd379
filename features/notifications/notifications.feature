Feature: Notifications: the bell, its popover, and what this browser remembers as seen
  The signed-in header's bell counts the customer's unseen notifications (GET /user/messages:
  categories wallet, bonus and transactions); its popover lists them by category, each with a close
  button. A dismissed notification is hidden at once and remembered as viewed in this browser: one
  cookie pair per customer, named after a hash of the customer's guid, 10 years, split into
  numbered cookies past 4093 characters, at most 50 cookies (the oldest forgotten beyond), the same
  list in local storage (spec 02 sections 2, 3, 7 and 9).

  Background:
    Given a customer from Sweden
    And I am signed in

  Scenario: the bell counts the unseen notifications, listed by category, newest first
    When I look at the notification bell
    Then the bell counts 6 unseen notifications
    And the notifications show:
      | category     | title                |
      | wallet       | Wallet topped up     |
      | wallet       | Card saved           |
      | bonus        | A promo code for you |
      | bonus        | A free transfer      |
      | transactions | Transfer paid out    |
      | transactions | Ready for pickup     |

  Scenario: a dismissed notification is hidden at once, and the count goes down
    When I look at the notification bell
    And I dismiss the notification "A promo code for you"
    Then the notification "A promo code for you" is not shown
    And the bell counts 5 unseen notifications

  Scenario: a dismissed notification stays dismissed after a reload
    When I look at the notification bell
    And I dismiss the notification "Transfer paid out"
    And I reload the portal
    And I look at the notification bell
    Then the notification "Transfer paid out" is not shown
    And the bell counts 5 unseen notifications

  Scenario: a new notification from the back office is counted, dismissed ones stay dismissed
    When I look at the notification bell
    And I dismiss the notification "Card saved"
    And the back office sends me the notification "Double points this week" in the category "bonus"
    And I open the notification popover
    Then the bell counts 6 unseen notifications
    And the notification "Card saved" is not shown

  Scenario: with everything dismissed the popover says "No new notifications"
    When I look at the notification bell
    And I dismiss every notification
    Then the popover says "No new notifications"
    And the bell counts 0 unseen notifications

  Scenario: a customer without notifications
    Given the back office has no notifications for me
    When I look at the notification bell
    Then the popover says "No new notifications"

  Scenario: the viewed list is a cookie pair named after a hash of the guid, and the same list in local storage
    Given this browser keeps what I have seen in its cookies and local storage
    When I look at the notification bell
    And I dismiss the notification "Card saved"
    And I dismiss the notification "Ready for pickup"
    Then this browser holds 1 viewed cookie for me
    And my viewed cookies are named after a hash of my guid, never my guid or my e-mail
    And my viewed cookies last 10 years, on the path "/", with SameSite Lax
    And local storage holds the same viewed list as the cookies
    When I reload the portal
    And I look at the notification bell
    Then the notification "Card saved" is not shown
    And the bell counts 4 unseen notifications

  Scenario: after a sign-out wiped local storage, the cookies still remember
    Given this browser keeps what I have seen in its cookies and local storage
    When I look at the notification bell
    And I dismiss the notification "Wallet topped up"
    And local storage loses my viewed list, as a sign-out clears it
    And I reload the portal
    And I look at the notification bell
    Then the notification "Wallet topped up" is not shown

  Scenario Outline: the list is split into numbered cookies once a cookie would pass 4093 characters
    Given this browser keeps what I have seen in its cookies and local storage
    And the back office has sent me <more> more notifications
    When I look at the notification bell
    And I dismiss every notification
    Then this browser holds <cookies> viewed cookies for me
    And no viewed cookie is longer than 4093 characters
    When I reload the portal
    And I look at the notification bell
    Then the popover says "No new notifications"

    Examples:
      | more | cookies |
      | 800  | 1       |
      | 1000 | 2       |

  Scenario: at most 50 cookies: the oldest viewed ids are forgotten, the newest kept
    Given this browser keeps what I have seen in its cookies and local storage
    And this browser already remembers 40000 other notifications of mine as viewed
    When I look at the notification bell
    And I dismiss the notification "Wallet topped up"
    Then this browser holds 50 viewed cookies for me
    And no viewed cookie is longer than 4093 characters
    And the oldest of the notifications remembered before are forgotten
    When I reload the portal
    And I look at the notification bell
    Then the notification "Wallet topped up" is not shown
    And the bell counts 5 unseen notifications
