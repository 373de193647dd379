Feature: Error reporting
  What goes wrong in a signed-in page (an uncaught error, an unhandled promise rejection, an
  error a route's error boundary caught) is reported to Sentry, whose envelopes the sandbox
  records as they arrive. No report carries the customer's e-mail, names or token, nor a token,
  code or e-mail in an address, nor an Authorization or X-Auth-Token header; the customer is known
  by their id alone. Each distinct error is reported once a minute. The sampling is the spec's:
  traces 1, session replays 0.1, replays on error 1 (spec 02 section 9; QUALITY.md).

  Background:
    Given a customer from Sweden
    And I am signed in
    And I open "/wallet"

  Scenario: An uncaught error is reported without my e-mail, my names or my token
    When the page throws an error naming my e-mail, my name and my token
    Then the error-reporting service recorded 1 report
    And the last report is an "Error" from "window-error"
    And the last report’s message is "[name] <[email]> could not load the wallet with [token]"
    And the last report’s details read:
      | file   | https://portal.test/assets/wallet.js?token=[Filtered] |
    And no report holds my e-mail, my names or my token
    And the last report names me by my id alone

  Scenario: An unhandled rejection is reported the same way
    When a promise of the page is rejected with "Refused for <my e-mail> with <my token>"
    Then the last report is an "Error" from "unhandled-rejection"
    And the last report’s message is "Refused for [email] with [token]"
    And no report holds my e-mail, my names or my token

  Scenario: An error a route's error boundary caught is reported with its error code
    When a page’s error boundary catches a "Timeout" error with the error code "rid-42"
    Then the last report is a "Timeout" from "error-boundary"
    And the last report carries the error code "rid-42"
    And the last report’s message is "Timeout on the wallet of [email]"
    And the last report’s details read:
      | componentStack | \n    at WalletPage |

  Scenario: A failed request's address and headers are filtered, the harmless ones kept
    When a request to "/transfers?token=<my token>&email=<my e-mail>&page=2" fails with the headers:
      | Authorization | Bearer <my token> |
      | X-Auth-Token  | <my token>        |
      | Accept        | application/json  |
    Then the last report’s details read:
      | request.url                   | /transfers?token=[Filtered]&email=[Filtered]&page=2 |
      | request.headers.Authorization | [Filtered]                                          |
      | request.headers.X-Auth-Token  | [Filtered]                                          |
      | request.headers.Accept        | application/json                                    |
    And no report holds my e-mail, my names or my token

  Scenario: The same error within a minute is reported once
    When the page throws the error "Boom" 3 times
    Then the error-reporting service recorded 1 report
    When 61 seconds pass
    And the page throws the error "Boom" 1 time
    Then the error-reporting service recorded 2 reports

  Scenario: The spec's sampling is what Sentry is given
    When the page throws the error "Boom" 1 time
    Then Sentry samples traces at 1, session replays at 0.1 and replays on error at 1

  Scenario: The rates are settings
    Given the sampling rates are traces 0.5, session replays 0, replays on error 0
    When the page throws the error "Boom" 1 time
    Then Sentry samples traces at 0.5, session replays at 0 and replays on error at 0
