Feature: /sign-in?email= fills in the e-mail
  Registration's "sign in instead" links to /sign-in?email=…: the customer does not type the
  e-mail again.

  Scenario: The e-mail from the address is in the form
    Given I am not signed in
    When I open "/sign-in?email=amina.se%40sandbox.test"
    Then the sign-in e-mail field holds "amina.se@sandbox.test"

  Scenario: Without it the e-mail is empty
    Given I am not signed in
    When I open "/sign-in"
    Then the sign-in e-mail field holds ""
