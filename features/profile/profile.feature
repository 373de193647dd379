Feature: My profile: my details, my e-mail, my limits
  The profile shows the customer's details as the back office holds them (names, address and, for
  a US customer, the state: the same details and the same correction as step 2 of sending money,
  which sends only what changed after the spec's rules), the mobile number (changed on the
  profile: features/profile/change-phone.feature), the e-mail (changed only through Customer
  Support), and the spending and yearly limits as used of the
  limit with a bar. Without remittance enabled the profile is not for the customer yet: the
  "not yet available" dialog opens instead, and OK goes back to the wallet (spec 02 sections 2, 5
  and 6; spec 01 section 2).

  Scenario: a Swedish customer sees their details, e-mail and limits in kronor
    Given a customer from Sweden
    And I am signed in
    When I open my profile
    Then my profile shows my details:
      | name    | Amina Warsame                   |
      | address | Drottninggatan 12, 111 51 Stockholm |
    And my profile shows the mobile number "+46700000000"
    And my profile shows the e-mail "amina.se@sandbox.test", to be changed through Customer Support
    And my profile shows the spending limit "SEK 1,250.00 used of SEK 50,000.00", its bar at 2 %
    And my profile shows the yearly limit "SEK 18,750.00 used of SEK 150,000.00", its bar at 12 %

  Scenario: a UK customer's limits are in pounds
    Given a customer from the United Kingdom
    And I am signed in
    When I open my profile
    Then my profile shows the spending limit "£1,250.00 used of £50,000.00", its bar at 2 %
    And my profile shows the yearly limit "£18,750.00 used of £150,000.00", its bar at 12 %

  Scenario: a US customer in Iowa sees their state
    Given a customer from the United States living in Iowa
    And I am signed in
    When I open my profile
    Then my profile shows my details:
      | name    | Mahad Ismail                    |
      | address | 400 Locust St, 50309 Des Moines, Iowa |
    And my profile shows the spending limit "US$1,250.00 used of US$50,000.00", its bar at 2 %

  Scenario: a limit nearly used up warns, and one used up says so
    Given a customer from Sweden
    And the back office holds my spending limit as 4000000 used of 5000000
    And the back office holds my yearly limit as 15000000 used of 15000000
    And I am signed in
    When I open my profile
    Then my profile shows the spending limit "SEK 40,000.00 used of SEK 50,000.00", its bar at 80 %
    And my profile says "You have used most of this limit." about the spending limit
    And my profile shows the yearly limit "SEK 150,000.00 used of SEK 150,000.00", its bar at 100 %
    And my profile says "You have reached this limit." about the yearly limit

  Scenario: a changed detail is saved, sent alone, and shown after a reload
    Given a customer from Sweden
    And I am signed in
    When I open my profile
    And I correct my details on my profile:
      | street   | Sveavägen 44 |
      | postcode | 113 59       |
    Then my profile says my details are saved
    And the back office was asked to change only "street, postcode" from my profile
    When I reload the portal
    And I open my profile
    Then my profile shows my details:
      | address | Sveavägen 44, 113 59 Stockholm |

  Scenario: a correction against the rules is not sent, and what I typed stays
    Given a customer from Sweden
    And I am signed in
    When I open my profile
    And I correct my details on my profile:
      | first name | Amina2 |
    Then my profile's "first name" says "The first name may only contain letters, spaces, hyphens and apostrophes."
    And the back office was asked to change nothing from my profile

  Scenario: without remittance enabled, the "not yet available" dialog opens instead of the profile
    Given the customer whose remittance is not enabled
    And I am signed in
    When I open my profile
    Then the "Not yet available" dialog shows instead of my profile
    When I press OK in the dialog
    Then I am on "/wallet"

  Scenario: the profile needs a signed-in customer
    When I open "/profile"
    Then I am on "/sign-in?redirect=%2Fprofile"
