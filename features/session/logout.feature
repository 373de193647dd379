Feature: Logout ends the session here, in the other tabs and on the server
  Spec 01 section 4: logout clears the state, keeps only the preference keys of section 3, sets the
  reload flag and goes home. Every way a session ends is this one sign-out, and its page is loaded
  afresh, so nothing of the customer stays in memory for the next one. It also ends the session on
  the server (POST /user/logout, an addition to the spec's calls), where a failure never keeps the
  customer signed in, and in the customer's other tabs at once.

  Scenario: Signing out ends the session on the server too
    Given I am signed in as a customer from the United Kingdom
    And I open "/wallet"
    When I sign out
    Then I am on "/sign-in"
    And I am not signed in
    And the back office refuses my old token with 401
    And the page was loaded afresh at "/sign-in"

  Scenario: Only the preference keys stay, the registration draft goes
    Given the browser keeps the preferences "tr-lang=so, default-login-country=SE, is-push-dont-allowed=true, popover-cookies=accepted, is-freshchat-user-created=true, sign-in-method=email-code"
    And a registration draft is kept
    And I am signed in as a customer from Sweden
    And I open "/wallet"
    When I sign out
    Then storage holds only the keys "tr-lang, default-login-country, is-push-dont-allowed, popover-cookies, is-freshchat-user-created, sign-in-method"
    And no registration draft remains
    And no token remains in storage
    And storage holds none of my personal data

  Scenario: A sign-out in another tab ends the session in this one at once
    Given I am signed in as a customer from Denmark
    And I open "/wallet"
    And the portal is also open in another tab on "/transfers"
    When I sign out in the other tab
    Then the other tab was loaded afresh at "/sign-in"
    And the page was loaded afresh at "/sign-in?redirect=%2Fwallet"
    And I am on "/sign-in?redirect=%2Fwallet"
    And I am not signed in
    And the back office refuses my old token with 401

  Scenario: A logout the server cannot take still signs the customer out
    Given the back office fails every logout
    And I am signed in as a customer from Belgium
    And I open "/wallet"
    When I sign out
    Then I am on "/sign-in"
    And I am not signed in
    And no token remains in storage
    And a failed server logout was logged

  Scenario: The inactivity sign-out ends the session on the server too
    Given I am signed in as a customer from Sweden
    When I do nothing for 60 minutes
    Then I am signed out for inactivity and told so
    And the back office refuses my old token with 401
    And storage holds only the keys "default-login-country, unauthorized-message"

  Scenario: A 401 from the main API keeps the session-ended flag with the preferences
    Given I have chosen the interface language "sv"
    And I am signed in as a customer from Sweden
    And I open "/wallet"
    When the back office ends my session and I load my wallet balance
    Then I am on "/sign-in?redirect=%2Fwallet"
    And storage holds only the keys "tr-lang, default-login-country, unauthorized-message"
    And the sign-in page says my session ended
