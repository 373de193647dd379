Feature: /recipients: the customer's recipients, one opened, edited, and sent money to
  Every recipient the customer saved, whatever their country, is listed by country with how they
  receive money and the detail they are recognised by (a number masked), with a search over names
  and numbers and the empty state "You don’t have recipients". A recipient opens at
  /recipients?id=<id> with every saved value, labelled by the fields of their beneficiary schema.
  "Edit" opens send money's schema form with the saved values; Save updates the recipient (the
  schema's beneficiary.save with their guid) and returns to their details, saying so. "Send money"
  opens send money's first step from a link: the destination and payout type filled in, the
  recipient's payout details after step 2 (spec 02 sections 2, 3, 4, 5, 7 and 8; issue 9).

  Background:
    Given a customer from Sweden
    And I am signed in

  Scenario: every recipient, whatever their country, grouped by country
    When I open my recipients
    Then my recipients are grouped by country as:
      | country    | recipients         |
      | Ethiopia   | Meron Tesfaye      |
      | Kenya      | Wanjiru Kamau      |
      | Somalia    | Abdirahman Warsame |
      | Somaliland | Khadra Jama        |
    And in my recipients "Abdirahman Warsame" receives by "Mobile Transfer" with "+252 ••••• 0101"
    And in my recipients "Meron Tesfaye" receives by "Account (bank deposit)" with "Commercial Bank of Ethiopia •••• 6789"
    And in my recipients "Khadra Jama" receives by "Cash Collection" with "Hargeisa"

  Scenario: searching names and numbers
    Given I also have these recipients:
      | name        | country | payout | mobile        | network | city      |
      | Farah Cali  | SO      | mobile | +252621234567 | EDH     |           |
    When I open my recipients
    And I search my recipients page for "cali"
    Then my recipients page shows "Farah Cali"
    When I search my recipients page for "+254 712"
    Then my recipients page shows "Wanjiru Kamau"
    When I search my recipients page for "Zahra"
    Then my recipients page says no recipient matches "Zahra"

  Scenario: no recipients at all: the empty state offers to add one
    Given I have no recipients at all
    When I open my recipients
    Then my recipients page says "You don’t have recipients"
    And my recipients page offers "Add a recipient" at "/recipients?add=1"

  Scenario: a recipient opens with every saved value, labelled by their schema's fields
    When I open my recipients
    And I open my recipient "Meron Tesfaye"
    Then I am on "/recipients?id=2"
    And their saved details are:
      | First name               | Meron                       |
      | Last name                | Tesfaye                     |
      | Country                  | Ethiopia                    |
      | Receives by              | Account (bank deposit)      |
      | Recipient’s bank         | Commercial Bank of Ethiopia |
      | CBE account number       | 1000123456789               |
    And sending money to them opens "/send-money/quote?to=ET&currency=ETB&payout=bank&recipient=2"

  Scenario: an id the customer has no recipient with is not found
    When I open "/recipients?id=5"
    And my recipients page follows the address
    Then my recipients page says it cannot find the recipient

  Scenario: editing a recipient: the form holds the saved values, Save updates them and says so
    When I open my recipients
    And I open my recipient "Abdirahman Warsame"
    And I edit them
    Then I am on "/recipients?id=1&edit=1"
    And the edit form holds:
      | Country        | SO            |
      | First name     | Abdirahman    |
      | Middle name    |               |
      | Last name      | Warsame       |
      | Mobile network | HRM           |
      | Mobile number  | +252615550101 |
    When in the edit form I change "First name" to "Abdi"
    And I save the changes
    Then I am on "/recipients?id=1"
    And my recipients page says "Recipient updated"
    And the back office holds my recipient 1 as "Abdi Warsame" with "+252615550101"
    And their saved details show the name "Abdi Warsame"
    And I still have 4 recipients

  Scenario: a refusal of the back office goes under its field, and nothing typed is lost
    When I open my recipients
    And I open my recipient "Abdirahman Warsame"
    And I edit them
    And in the edit form I change "Last name" to "Warsame-Cali"
    And in the edit form I change "Mobile number" to "+252 62 123 4567"
    And I save the changes
    Then the edit form shows under "Mobile number" "This value isn’t valid. Please check it and try again."
    And that is the back office's refusal of "Mobile number"
    And the edit form's "Last name" still holds "Warsame-Cali"
    And I am on "/recipients?id=1&edit=1"
    And the back office holds my recipient 1 as "Abdirahman Warsame" with "+252615550101"

  Scenario: adding a recipient: where to and how first, then their form
    When I open my recipients
    And I add a recipient in "Somaliland" paid out by "Cash Collection"
    Then I am on "/recipients?add=1&to=SQ&currency=USD&payout=cash"
    When in the edit form I change "First name" to "Hodan"
    And in the edit form I change "Last name" to "Nuur"
    And I save the changes
    Then I am on the details of my recipient "Hodan Nuur"
    And my recipients page says "Recipient added"
    And I still have 5 recipients

  Scenario: Send money opens step 1 filled in, and step 3 on the recipient after step 2
    When I open my recipients
    And I open my recipient "Abdirahman Warsame"
    And I send money to them
    Then I am on "/send-money/quote"
    And the amount step is filled in with "SO" by "mobile" and "" sent
    When I type "1000" in the linked amount step
    And the linked amount is quoted and I continue
    And I open the You step of sending money
    And I confirm my details
    And the recipient step of sending money opens
    Then I am on "/send-money/recipient-details?id=1"
