Feature: Signing out after an hour without activity
  For their security a signed-in customer who does nothing for 60 minutes is signed out.
  Three minutes before, they are warned and can choose to stay signed in.

  Background:
    Given I am signed in as a customer from Sweden

  Scenario: Someone active is never interrupted
    When I do nothing for 56 minutes
    Then I am still signed in without a warning

  Scenario: A warning comes three minutes before the sign-out
    When I do nothing for 57 minutes
    Then I am warned that I will be signed out in 3 minutes

  Scenario: Choosing to stay restarts the hour
    When I do nothing for 58 minutes
    And I choose to stay signed in
    And I do nothing for 56 minutes
    Then I am still signed in without a warning

  Scenario: After sixty minutes the customer is signed out and the token is gone
    When I do nothing for 60 minutes
    Then I am signed out for inactivity and told so
    And no token remains in storage
    And the session-ended flag is stored

  Scenario: A session left idle past the hour is never used again when the portal is reopened
    When I close the portal and come back 61 minutes later
    And I open "/wallet"
    Then I am on "/sign-in?redirect=%2Fwallet"
    And I am not signed in
    And no token remains in storage
    And the sign-in page says I was logged out for inactivity
    And the back office refuses my old token with 401

  Scenario: Reopened within the hour, the session goes on
    When I close the portal and come back 50 minutes later
    Then I am still signed in without a warning
