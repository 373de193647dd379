Feature: Saved cards on the wallet
  The wallet home's saved cards (issue 9; spec 02 section 3: "expiry as MM/YY, isExpired: a card is
  expired when its month/year is before now"; section 7: POST /remit/card/list, /remit/card/delete,
  through the paying context's card gateway). A card works to the end of the month printed on it:
  it is expired once that month is over in the customer's own calendar (their time zone). Deleting
  a card asks first; the card is gone from the list as soon as the back office deleted it.

  Background:
    Given a customer from Sweden
    And I am signed in

  Scenario: brand, last four digits, MM/YY and the expired mark
    When I open my saved cards on the wallet
    Then the wallet lists my cards:
      | card            | expiry | state   |
      | Visa 4242       | 12/30  | usable  |
      | Mastercard 4444 | 08/31  | usable  |
      | Visa 0002       | 11/30  | usable  |
      | Visa 3220       | 10/30  | usable  |
      | Visa 1881       | 03/24  | expired |

  Scenario Outline: a card is not expired in its own month, and is expired once my calendar has left it
    Given my card "4444" expires "<expiry>"
    And my time zone is "<zone>"
    And my clock shows "<now>"
    When I open my saved cards on the wallet
    Then the card "4444" is <state> on the wallet

    Examples:
      | expiry | zone             | now                  | state       |
      | 11/26  | Europe/London    | 2026-11-01T00:00:00Z | not expired |
      | 11/26  | Europe/London    | 2026-11-30T23:59:00Z | not expired |
      | 11/26  | Europe/London    | 2026-12-01T00:00:00Z | expired     |
      | 10/26  | Europe/London    | 2026-11-21T10:00:00Z | expired     |
      | 11/26  | Europe/Stockholm | 2026-11-30T22:59:00Z | not expired |
      | 11/26  | Europe/Stockholm | 2026-11-30T23:00:00Z | expired     |
      | 11/26  | America/Chicago  | 2026-12-01T05:59:00Z | not expired |
      | 11/26  | America/Chicago  | 2026-12-01T06:00:00Z | expired     |
      | 12/26  | Europe/Stockholm | 2026-12-31T22:59:00Z | not expired |
      | 12/26  | Europe/Stockholm | 2026-12-31T23:00:00Z | expired     |

  Scenario: deleting a card asks first; keeping it changes nothing
    When I open my saved cards on the wallet
    And I ask to delete the card "4444" on the wallet
    Then the wallet asks whether to delete "Mastercard 4444" expiring "08/31"
    When I keep the card
    Then the wallet asks nothing
    And the wallet still lists the card "4444"
    And the back office still holds my card "4444"

  Scenario: a confirmed deletion: the card is gone from the list at once, and from the top-up's choice
    When I open my saved cards on the wallet
    And I ask to delete the card "4444" on the wallet
    And I confirm the deletion
    Then the wallet asks nothing
    And the card "4444" is gone from the wallet
    And the back office no longer holds my card "4444"
    And the wallet says "Mastercard 4444" was deleted
    And the top-up does not offer the card "4444"

  Scenario: a refused deletion is shown in the dialog, and the card stays
    When I open my saved cards on the wallet
    And I ask to delete the card "4444" on the wallet
    And the card "4444" is deleted elsewhere meanwhile
    And I confirm the deletion
    Then the dialog shows the error "InvalidValue" with an error code
    And the wallet still lists the card "4444"
