Feature: Step 2 of sending money: my details, confirmed or corrected
  The sender's own details go with the transfer: the step shows them as the back office holds them
  (names, address, a US customer's state; the mobile number only shown). Confirming keeps them in
  the transfer in progress; a correction is saved at the back office first (remitter update, only
  the fields changed). The spec's rules are checked before anything is sent; a refusal of the back
  office shows under its field and nothing typed is lost (spec 02 sections 2, 3 and 5).

  Rule: the step follows the amount step

    Background:
      Given a customer from Sweden
      And I am signed in
      And I open the amount step of sending money
      And I type "1000" in "You send"
      And I continue

    Scenario: my details are shown as the back office holds them
      When I open the You step of sending money
      Then my details show:
        | first name   | Amina             |
        | last name    | Warsame           |
        | street       | Drottninggatan 12 |
        | town or city | Stockholm         |
        | postcode     | 111 51            |
        | mobile       | +46700000000      |

    Scenario: confirming keeps my details in the transfer and goes on to the recipient
      When I open the You step of sending money
      And I confirm my details
      Then the transfer in progress has my details "Amina Warsame, Drottninggatan 12, 111 51 Stockholm"
      And the transfer in progress has the quote of "1000.00 SEK" to Somalia by Mobile Transfer
      And no correction was sent to the back office
      And I am on "/send-money/recipient"

    Scenario: a correction is saved at the back office, sent alone, and kept for the transfer
      When I open the You step of sending money
      And I edit my details
      And I change my "street" to "Sveavägen 44"
      And I change my "postcode" to " 113 59 "
      And I save my details
      Then my details are saved
      And the back office was asked to change only "street, postcode"
      And the back office holds my address as "Sveavägen 44, 113 59 Stockholm"
      And my details show:
        | street   | Sveavägen 44 |
        | postcode | 113 59       |
      When I confirm my details
      Then the transfer in progress has my details "Amina Warsame, Sveavägen 44, 113 59 Stockholm"
      When I reload the portal
      And I open the You step of sending money
      Then my details show:
        | street   | Sveavägen 44 |
        | postcode | 113 59       |

    Scenario: a name with digits is refused before anything is sent
      When I open the You step of sending money
      And I edit my details
      And I change my "first name" to "Amina2"
      And I change my "town or city" to " "
      And I save my details
      Then my "first name" says "The first name may only contain letters, spaces, hyphens and apostrophes."
      And my "town or city" says "The town or city field is required."
      And no correction was sent to the back office
      And my "first name" still holds "Amina2"

    Scenario: a refusal of the back office shows under its field and keeps what I typed
      # The portal takes a name starting with a hyphen (letters, spaces, hyphens, apostrophes); this back office does not.
      When I open the You step of sending money
      And I edit my details
      And I change my "last name" to "-Warsame"
      And I change my "street" to "Sveavägen 44"
      And I save my details
      Then my "last name" says "This value isn’t valid. Please check it and try again."
      And my "last name" still holds "-Warsame"
      And my "street" still holds "Sveavägen 44"
      And the back office still holds "Amina Warsame" at "Drottninggatan 12, 111 51 Stockholm"
      When I change my "last name" to "Warsame-Ali"
      And I save my details
      Then my details are saved
      And the back office still holds "Amina Warsame-Ali" at "Sveavägen 44, 111 51 Stockholm"

  Rule: a customer in the US names their state

    Background:
      Given a customer from the United States living in Texas
      And I am signed in
      And I open the amount step of sending money
      And I type "100" in "You send"
      And I continue

    Scenario: the state is shown and can be corrected from the locator's list
      When I open the You step of sending money
      Then my details show:
        | town or city | Austin |
        | state        | Texas  |
      When I edit my details
      And I change my "state" to "Iowa"
      And I change my "town or city" to "Des Moines"
      And I save my details
      Then my details are saved
      And the back office was asked to change only "city, usState"
      And my details show:
        | town or city | Des Moines |
        | state        | Iowa       |
      When I confirm my details
      Then the transfer in progress has my details "Hawa Farah, 1100 Congress Ave, 78701 Des Moines, IA"

  Rule: without an amount there is nothing to confirm the details for

    Scenario: the step sends me back to the amount step
      Given a customer from Sweden
      And I am signed in
      When I open the You step of sending money
      Then I am on "/send-money/quote"
      And my details were not asked for
