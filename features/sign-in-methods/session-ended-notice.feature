Feature: The "your session has ended" notice shows once
  A 401 from the main API stores the session-ended flag; the next sign-in page says so once. React
  may make the sign-in page's view model more than once before the page is on screen (a render it
  restarts or throws away): each of them still says so, and the stored flag is gone at once.

  Background:
    Given I am signed in as a customer from Sweden
    And I open "/wallet"
    And the back office ends my session and I load my wallet balance

  Scenario: A sign-in page made twice before it is shown says the session ended
    When the sign-in page is made again before it is shown
    Then the sign-in page says my session ended
    And no session-ended flag is stored

  Scenario: Once the sign-in page has shown the notice, it does not come back in the same visit
    When the sign-in page is shown
    And I then go to "/recovery-password"
    And I then go to "/sign-in"
    Then the sign-in page does not say my session ended
