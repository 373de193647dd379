Feature: The back office ends the session (401)
  A 401 from the main API stores the session-ended flag, signs out and goes to sign-in with the
  page to come back to; the next sign-in page says the session ended, once.

  Background:
    Given I am signed in as a customer from Sweden
    And I open "/wallet"

  Scenario: A refused call mid-session signs the customer out
    When the back office ends my session and I load my wallet balance
    Then I am on "/sign-in?redirect=%2Fwallet"
    And I am not signed in
    And no token remains in storage
    And the session-ended flag is stored
    And the wallet shows the error "AccessDenied"
    And the sign-in page says my session ended

  Scenario: The session-ended message is shown once
    When the back office ends my session and I load my wallet balance
    Then the sign-in page says my session ended
    When I reload the portal
    And I open "/sign-in"
    Then the sign-in page does not say my session ended

  Scenario: Signing in again returns to the page the customer was on
    When the back office ends my session and I load my wallet balance
    And I sign in with my e-mail and password
    Then I am on "/wallet"
    And I see the wallet balance "12540.50 SEK"
    And no session-ended flag is stored
