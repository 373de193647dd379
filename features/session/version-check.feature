Feature: Version check
  Spec 01 sections 4 and 9: the version file is read every 30 seconds; a major update shows a
  blocking dialog whose only action reloads; a minor one shows a banner for 15 seconds; a failed
  check is only logged. The scenario moves the portal's clock.

  Background:
    Given the portal runs version "10.56.0"

  Scenario: A minor update shows the banner for 15 seconds
    Given version "10.57.0" is deployed as a "minor" update
    When 29 seconds pass
    Then the version file has not been read
    When 1 second passes
    Then the new-version banner shows
    When 14 seconds pass
    Then the new-version banner shows
    When 1 second passes
    Then no new-version banner or dialog shows

  Scenario: A major update asks for a reload and stays
    Given version "11.0.0" is deployed as a "major" update
    When 30 seconds pass
    Then the blocking new-version dialog shows
    When 10 minutes pass
    Then the blocking new-version dialog shows

  Scenario: The same version needs nothing
    Given version "10.56.0" is deployed as a "major" update
    When 90 seconds pass
    Then the version file has been read 3 times
    And no new-version banner or dialog shows

  Scenario: A failed check is only logged, and the next one still counts
    Given the version file cannot be read
    When 30 seconds pass
    Then no new-version banner or dialog shows
    And a failed version check was logged
    Given version "11.0.0" is deployed as a "major" update
    When 30 seconds pass
    Then the blocking new-version dialog shows
