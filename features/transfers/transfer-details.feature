Feature: A transfer's details: the status timeline, the receipt's figures and send again
  Each transfer opens its details at /transfers?ref=<reference> (the list's filters kept in the
  address): the status timeline (made, paid, sent, ready for pickup for a cash collection, paid out;
  or cancelled or rejected with the reason), each step done, current or to come with its time; the
  payout details may be updated only until the payout partner has the transfer; send again opens
  send money with the recipient, payout method and amount filled in (issue 9).

  Background:
    Given a customer from Sweden
    And I am signed in

  Scenario: a rejected transfer: the steps it reached, then the rejection with its reason
    When I open my transfers at "/transfers?status=CLOSED"
    And I open the details of transfer "TR00000007"
    Then I am on "/transfers?status=CLOSED&ref=TR00000007"
    And the timeline of the transfer is:
      | step     | state   | time             |
      | created  | done    | 2026-10-26 10:00 |
      | paid     | done    | 2026-10-26 10:03 |
      | rejected | current | 2026-10-26 12:00 |
    And the timeline says the reason "The payout partner could not verify the recipient’s details."
    And the payout details of the transfer cannot be updated
    When I go back to all my transfers
    Then I am on "/transfers?status=CLOSED"

  Scenario: a cash collection waits at the collection point before it is paid out
    When I open my transfers at "/transfers?ref=TR00000003"
    Then the timeline of the transfer is:
      | step             | state    | time             |
      | created          | done     | 2026-11-11 10:00 |
      | paid             | done     | 2026-11-11 10:03 |
      | sent             | current  | 2026-11-11 11:00 |
      | ready_for_pickup | upcoming |                  |
      | paid_out         | upcoming |                  |

  Scenario: a transfer made now, followed through its payment and its payout
    Given I made a transfer of 1000 SEK to "Abdirahman Warsame" and paid it from my wallet
    And 30 minutes pass
    And the back office moves my transfer to PAID
    When I open the details of my transfer
    Then the timeline of the transfer is:
      | step     | state   | time             |
      | created  | done    | 2026-11-21 10:00 |
      | paid     | done    | 2026-11-21 10:00 |
      | sent     | done    | 2026-11-21 10:30 |
      | paid_out | current | 2026-11-21 10:30 |
    And the transfer shows the payout reference "PO01000001"

  Scenario: a rejected transfer ends the timeline with the reason the back office gave
    Given I made a transfer of 1000 SEK to "Abdirahman Warsame" and paid it from my wallet
    And the back office rejects my transfer because "The recipient’s mobile account is closed."
    When I open the details of my transfer
    Then the timeline of the transfer is:
      | step     | state   | time             |
      | created  | done    | 2026-11-21 10:00 |
      | paid     | done    | 2026-11-21 10:00 |
      | rejected | current | 2026-11-21 10:00 |
    And the timeline says the reason "The recipient’s mobile account is closed."

  Scenario Outline: the payout details may change only until the payout partner has the transfer
    When I open my transfers at "/transfers?ref=<reference>"
    Then updating the payout details of the transfer is <offered>

    Examples:
      | reference  | status           | offered     |
      | TR00000001 | AWAITING         | offered     |
      | TR00000006 | PROCESSING       | offered     |
      | TR00000002 | READY_FOR_PICKUP | not offered |
      | TR00000009 | SENT             | not offered |
      | TR00000008 | PAID             | not offered |
      | TR00000004 | CANCELED         | not offered |

  Scenario: send again opens send money with the recipient, the payout method and the amount filled in
    When I open my transfers at "/transfers?ref=TR00000008"
    Then send again opens "/send-money/quote?to=KE&currency=KES&payout=mobile&recipient=4&amount=45000"
    And send money reads from it the destination "KE", the currency "KES", the payout type "mobile", the recipient "4" and the amount 45000

  Scenario: send again to a recipient no longer among mine fills in all but the recipient
    Given "Wanjiru Kamau" is no longer among my recipients
    When I open my transfers at "/transfers?ref=TR00000008"
    Then send again opens "/send-money/quote?to=KE&currency=KES&payout=mobile&amount=45000"

  Scenario: a reference that is not one of mine
    When I open my transfers at "/transfers?ref=TR09999999"
    Then the transfer is not found
