Feature: Step 3 of sending money: an existing recipient and the payout details of this transfer
  The customer's recipients in the quote's destination country are listed, with a search over
  names and numbers; only those paid out the quote's way can be chosen. A chosen recipient's
  payout details follow: the network of a mobile payout (the saved one, changeable) and, with the
  feature option on, their number typed again; the collection point of a cash payout. Continue
  keeps the recipient and the payout fields in the transfer in progress (spec 02 sections 2, 3, 5, 9).

  Background:
    Given a customer from Sweden
    And I am signed in

  Rule: a transfer to Somalia by Mobile Transfer

    Background:
      Given I open the amount step of sending money
      And I type "1000" in "You send"
      And I continue

    Scenario: the recipients of the destination country; those paid out another way are listed apart
      Given I also have these recipients:
        | name        | country | payout | mobile        | network | city      |
        | Caasha Nuur | SO      | cash   |               |         | Mogadishu |
        | Farah Cali  | SO      | mobile | +252621234567 | EDH     |           |
      When I open the recipient step of sending money
      Then the recipients I can choose are "Abdirahman Warsame, Farah Cali"
      And the recipients listed apart are "Caasha Nuur"
      And "Abdirahman Warsame" is listed as "mobile" with "+252 ••••• 0101"
      And "Caasha Nuur" is listed as "cash" with "Mogadishu"

    Scenario: searching names and numbers
      Given I also have these recipients:
        | name        | country | payout | mobile        | network | city      |
        | Caasha Nuur | SO      | cash   |               |         | Mogadishu |
        | Farah Cali  | SO      | mobile | +252621234567 | EDH     |           |
      When I open the recipient step of sending money
      And I search my recipients for "farah"
      Then the recipients I can choose are "Farah Cali"
      When I search my recipients for "+252 61"
      Then the recipients I can choose are "Abdirahman Warsame"
      When I search my recipients for "nuur"
      Then the recipients I can choose are "none"
      And the recipients listed apart are "Caasha Nuur"
      When I search my recipients for "Zahra"
      Then no recipient matches the search

    Scenario: no recipient in the destination country: the empty state leads to a new recipient
      Given I have no recipients in "SO"
      When I open the recipient step of sending money
      Then I am told I don’t have recipients
      When I press "New recipient"
      Then I am on "/send-money/new-recipient-details"

    Scenario: choosing a recipient and continuing keeps them in the transfer with the payout fields
      When I open the recipient step of sending money
      And I choose my recipient "Abdirahman Warsame"
      Then I am on "/send-money/recipient-details?id=1"
      And the networks offered are "Hormuud EVC Plus, Edahab" with "Hormuud EVC Plus" chosen
      And I am asked for their mobile number again
      When I type "+252 61 555 0101" as their mobile number again
      And I continue to paying
      Then I am on "/send-money/pay"
      And the transfer in progress goes to "Abdirahman Warsame" with "mobile_network_code=HRM"

    Scenario Outline: the mobile number typed again must be the recipient's
      When I open the recipient step of sending money
      And I choose my recipient "Abdirahman Warsame"
      And I type "<typed>" as their mobile number again
      And I continue to paying
      Then the mobile number typed again shows the problem "<problem>"
      And I am on "/send-money/recipient-details?id=1"
      And the transfer in progress has no recipient

      Examples:
        | typed            | problem  |
        | +252 61 555 0102 | mismatch |
        | 615550101        | mismatch |
        |                  | required |

    Scenario: with the feature option off, the mobile number is not asked again
      Given the portal does not ask to confirm mobile numbers
      When I open the recipient step of sending money
      And I choose my recipient "Abdirahman Warsame"
      Then I am not asked for their mobile number again
      When I continue to paying
      Then I am on "/send-money/pay"
      And the transfer in progress goes to "Abdirahman Warsame" with "mobile_network_code=HRM"

    Scenario: another network is kept for the transfer, and shown when coming back
      When I open the recipient step of sending money
      And I choose my recipient "Abdirahman Warsame"
      And I choose the network "Edahab"
      And I type "00252615550101" as their mobile number again
      And I continue to paying
      Then the transfer in progress goes to "Abdirahman Warsame" with "mobile_network_code=EDH"
      When I open the recipient step of sending money
      And I choose my recipient "Abdirahman Warsame"
      Then the networks offered are "Hormuud EVC Plus, Edahab" with "Edahab" chosen

    Scenario: a recipient paid out another way cannot be chosen, even by their address
      Given I also have these recipients:
        | name        | country | payout | mobile | network | city      |
        | Caasha Nuur | SO      | cash   |        |         | Mogadishu |
      When I open the recipient step of sending money
      And I open the payout details of "Caasha Nuur" by its address
      Then "Caasha Nuur" cannot receive this transfer
      When I continue to paying
      Then the transfer in progress has no recipient

    Scenario: a recipient of another customer, or an id that names nobody, is not found
      When I open the payout details of the recipient with id "5"
      Then the recipient is not found
      When I open the payout details of the recipient with id "nobody"
      Then the recipient is not found

  Rule: a transfer to Somalia by Cash Collection

    Background:
      Given I open the amount step of sending money
      And I choose the payout type "cash"
      And I type "1000" in "You send"
      And I continue
      And I also have these recipients:
        | name        | country | payout | mobile | network | city      |
        | Caasha Nuur | SO      | cash   |        |         | Mogadishu |

    Scenario: the collection point of a cash payout, the first in the recipient's city chosen
      When I open the recipient step of sending money
      Then the recipients I can choose are "Caasha Nuur"
      And the recipients listed apart are "Abdirahman Warsame"
      When I choose my recipient "Caasha Nuur"
      Then the collection points offered are "Dahabshiil Bakaara, Dahabshiil Kismayo" with "Dahabshiil Bakaara" chosen
      And I am not asked for their mobile number again
      When I choose the collection point "Dahabshiil Kismayo"
      And I continue to paying
      Then I am on "/send-money/pay"
      And the transfer in progress goes to "Caasha Nuur" with "collection_point_code=DHB-KMU"

  Rule: no quote yet

    Scenario: both pages send the customer to the amount step first
      When I open the recipient step of sending money
      Then I am on "/send-money/quote"
      When I open the payout details of the recipient with id "1"
      Then I am on "/send-money/quote"
