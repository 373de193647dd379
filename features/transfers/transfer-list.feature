Feature: The transfers list: the spec's status labels, the front-end status groups, the filters and the pages
  /transfers lists the customer's transfers, newest first, with the spec's columns (recipient,
  reference ID, date, status, mobile network, amount, total) and the payout reference once there is
  one. Every back-office status shows one of the spec's labels and belongs to one front-end group
  (ATTEMPT; DRAFT, AWAITING; PENDING, SENT, PAID, CLOSED); the list filters by group and by
  recipient, 20 transfers a page. The filters and the page are in the address, so back, forward and
  a reload show the same (spec 02 sections 2, 3, 4 and 7; issue 9).

  Background:
    Given a customer from Sweden
    And I am signed in

  Scenario: every transfer with the spec's status label, its front-end group and the payout reference once there is one
    When I open my transfers
    Then my transfers are:
      | reference  | recipient          | status                  | group    | network          | amount     | total      | payout reference |
      | TR00000001 | Abdirahman Warsame | Waiting for payment     | AWAITING | Hormuud EVC Plus | 100.00 SEK | 111.00 SEK |                  |
      | TR00000002 | Meron Tesfaye      | Ready for collection    | SENT     |                  | 150.00 SEK | 161.00 SEK | PO00000002       |
      | TR00000003 | Khadra Jama        | Sent for payout         | SENT     |                  | 200.00 SEK | 211.00 SEK | PO00000003       |
      | TR00000004 | Wanjiru Kamau      | Cancelled               | CLOSED   | Safaricom M-Pesa | 250.00 SEK | 261.00 SEK |                  |
      | TR00000005 | Abdirahman Warsame | Completed               | CLOSED   | Hormuud EVC Plus | 300.00 SEK | 311.00 SEK | PO00000005       |
      | TR00000006 | Meron Tesfaye      | Processing              | PENDING  |                  | 350.00 SEK | 361.00 SEK | PO00000006       |
      | TR00000007 | Khadra Jama        | Rejected                | CLOSED   |                  | 400.00 SEK | 411.00 SEK |                  |
      | TR00000008 | Wanjiru Kamau      | Paid                    | PAID     | Safaricom M-Pesa | 450.00 SEK | 461.00 SEK | PO00000008       |
      | TR00000009 | Abdirahman Warsame | Sent                    | SENT     | Hormuud EVC Plus | 500.00 SEK | 511.00 SEK | PO00000009       |
      | TR00000010 | Meron Tesfaye      | Received                | PAID     |                  | 550.00 SEK | 561.00 SEK | PO00000010       |
    And I see 10 transfers on page 1 of 1

  Scenario Outline: every back-office status is in one front-end group
    Then the back-office status <status> is in the group <group>

    Examples:
      | status           | group    |
      | ATTEMPT          | ATTEMPT  |
      | DRAFT            | DRAFT    |
      | AWAITING         | AWAITING |
      | PENDING          | PENDING  |
      | PROCESSING       | PENDING  |
      | SENT             | SENT     |
      | SENT_FOR_PAY     | SENT     |
      | READY_FOR_PICKUP | SENT     |
      | PAID             | PAID     |
      | RECEIVED         | PAID     |
      | COMPLETED        | CLOSED   |
      | CLOSED           | CLOSED   |
      | CANCELED         | CLOSED   |
      | REJECTED         | CLOSED   |

  Scenario Outline: filtering by status group
    When I open my transfers
    And I show my transfers with the status "<group>"
    Then I am on "/transfers?status=<group>"
    And my transfers are "<references>"

    Examples:
      | group    | references                             |
      | AWAITING | TR00000001                             |
      | PENDING  | TR00000006                             |
      | SENT     | TR00000002, TR00000003, TR00000009     |
      | PAID     | TR00000008, TR00000010                 |
      | CLOSED   | TR00000004, TR00000005, TR00000007     |

  Scenario: filtering by recipient, then by status too, and clearing the filters
    When I open my transfers
    And I show my transfers to "Abdirahman Warsame"
    Then my transfers are "TR00000001, TR00000005, TR00000009"
    When I show my transfers with the status "CLOSED"
    Then I am on "/transfers?status=CLOSED&recipient=b0000000-0000-4000-8000-000000000001"
    And my transfers are "TR00000005"
    When I clear the filters of my transfers
    Then I am on "/transfers"
    And I see 10 transfers on page 1 of 1

  Scenario: filters that find nothing offer to clear them
    When I open my transfers at "/transfers?status=PAID&recipient=b0000000-0000-4000-8000-000000000003"
    Then my transfers say that none match the filters

  Scenario: a customer who has sent nothing yet is offered a new transfer
    Given I have made no transfers
    When I open my transfers
    Then my transfers say that there are none yet

  Scenario: twenty transfers a page, the page in the address; back and a reload keep it
    Given I have made 25 more transfers
    When I open my transfers
    Then I see 20 transfers on page 1 of 2
    When I go to page 2 of my transfers
    Then I am on "/transfers?page=2"
    And I see 15 transfers on page 2 of 2
    When I reload the portal
    And I open my transfers at "/transfers?page=2"
    Then I see 15 transfers on page 2 of 2
    And the page links of my transfers are "1, 2"

  Scenario: a page past the end goes to the last page
    When I open my transfers at "/transfers?page=9"
    Then my transfers go to "/transfers"
