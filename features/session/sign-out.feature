Feature: Signing out
  Signing out wipes the token and whatever identifies the customer, keeps preferences such as the
  interface language (tr-lang), and returns to the sign-in page.

  Scenario: Signing out clears the token and keeps the chosen language
    Given I have chosen the interface language "sv"
    And I am signed in as a customer from Sweden
    And I open "/wallet"
    When I sign out
    Then I am on "/sign-in"
    And I am not signed in
    And no token remains in storage
    And storage holds none of my personal data
    And the interface language "sv" is still remembered
    And the sign-in page does not say my session ended

  Scenario: After signing out the wallet asks for sign-in again
    Given I am signed in as a customer from Italy
    And I open "/wallet"
    When I sign out
    And I then go to "/wallet"
    Then I am on "/sign-in?redirect=%2Fwallet"

  Scenario: A reload after signing out does not bring the session back
    Given I am signed in as a customer from Poland
    When I sign out
    And I reload the portal
    And I open "/wallet"
    Then I am on "/sign-in?redirect=%2Fwallet"
    And I am not signed in
